import { ROUTES } from '@lodestar/contracts';
import type { NavLink as NavLinkRule } from '@lodestar/domain';
import { Box, Group, Stack } from '@mantine/core';
import { NavLink } from 'react-router';
import { AlertsNavBadge } from '../../features/alerts/index.ts';
import { useCurrentAccount } from '../../session/use-current-account.ts';
import classes from './main-nav-links.module.css';

/**
 * The main navigation links, horizontal in the header or stacked in the mobile drawer. The nav landmark is
 * named "Main" and each link's name is its text, which is how users of assistive technology (and the e2e tests)
 * find them.
 */
export function MainNavLinks({
  links,
  vertical = false,
}: {
  links: readonly NavLinkRule[];
  vertical?: boolean;
}) {
  const accountId = useCurrentAccount().access?.account?.id;
  const items = links.map((link) => {
    const anchor = (
      <NavLink key={link.route} to={ROUTES[link.route]} className={classes.link}>
        {link.label}
      </NavLink>
    );
    // the unread alerts badge sits beside the link, not in it: the link's name stays 'Alerts'
    if (link.route !== 'AlertsView' || accountId === undefined) return anchor;
    return (
      <Group key={link.route} gap={2} wrap="nowrap">
        {anchor}
        <AlertsNavBadge accountId={accountId} />
      </Group>
    );
  });
  return (
    <Box component="nav" aria-label="Main" className={vertical ? classes.vertical : undefined}>
      {vertical ? (
        <Stack gap={2}>{items}</Stack>
      ) : (
        <Group gap={2} wrap="nowrap">
          {items}
        </Group>
      )}
    </Box>
  );
}
