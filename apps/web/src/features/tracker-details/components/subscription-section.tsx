import { TRACKER_DETAILS_TEXTS, TRACKER_SECTION_TITLES, type DeviceDetails } from '@lodestar/contracts';
import { Text } from '@mantine/core';
import { DetailsSection } from './details-section.tsx';
import classes from './tracker-details-screen.module.css';
import { formatDate } from '../../../components/date-format.ts';

/** 'pending-renewal' as 'Pending renewal': the status vocabulary of spec 1 §4 in words. */
function statusText(status: string): string {
  const words = status.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function dateText(iso: string | null): string {
  return iso ? formatDate(iso) : '—';
}

/** The Subscription section (spec 1 §2.6): its status as text, its start and its renewal date. */
export function SubscriptionSection({ tracker }: { tracker: DeviceDetails }) {
  const subscription = tracker.subscription;
  return (
    <DetailsSection title={TRACKER_SECTION_TITLES.subscription}>
      {subscription ? (
        <dl className={classes.facts}>
          <dt>Status</dt>
          <dd data-testid="subscription-status">{statusText(subscription.status)}</dd>
          <dt>Started</dt>
          <dd>{dateText(subscription.start_at)}</dd>
          <dt>Renews</dt>
          <dd>{dateText(subscription.renewal_date)}</dd>
        </dl>
      ) : (
        <Text size="sm" c="dimmed">
          {TRACKER_DETAILS_TEXTS.noSubscription}
        </Text>
      )}
    </DetailsSection>
  );
}
