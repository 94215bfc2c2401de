import { ROUTES, unreadBadgeText } from '@lodestar/contracts';
import { Badge } from '@mantine/core';
import { useMatch } from 'react-router';
import { useUnreadAlerts } from '../api/get-unread-alerts.ts';

/** The unread count as a small red badge, or nothing for none ('99+' above 99). */
export function UnreadBadge({ count }: { count: number }) {
  const text = unreadBadgeText(count);
  if (text === null) return null;
  return (
    <Badge
      size="xs"
      color="red"
      variant="filled"
      circle={text.length === 1}
      data-testid="alerts-unread-badge"
      aria-label={`${text} unread alerts`}
    >
      {text}
    </Badge>
  );
}

/**
 * The navigation's unread alerts badge beside 'Alerts' (outside the link, so the link's name stays 'Alerts'). On
 * /alerts itself there is none: the user is looking at them.
 */
export function AlertsNavBadge({ accountId }: { accountId: number }) {
  const onAlerts = useMatch(ROUTES.AlertsView) !== null;
  const unread = useUnreadAlerts(accountId);
  if (onAlerts || unread.data === undefined) return null;
  return <UnreadBadge count={unread.data} />;
}
