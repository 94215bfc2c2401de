import type { Subscription } from '@lodestar/contracts';
import { formatMoney, nextPaymentLabel } from '@lodestar/domain';
import { SimpleGrid, Text } from '@mantine/core';
import { dayText, monthsText } from '../utils/subscription-words.ts';

/** 'Cancelling: Dec 1, 2026': the label as the spec words it, then the value. */
function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Text size="sm" data-testid={testId}>
      <Text component="span" size="sm" c="dimmed" fw={600}>
        {label}
      </Text>{' '}
      {value}
    </Text>
  );
}

/**
 * The subscription's dates and prices (spec 3 §2.4): the last order's date; the next payment ('Cancelling:' with
 * the end date when a cancellation is pending, '-' when the renewal is overdue, none once cancelled); the current
 * plan's price and the next renewal's, with its months.
 */
export function SubscriptionFacts({ subscription }: { subscription: Subscription }) {
  const next = nextPaymentLabel(subscription);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
      <Fact
        label="Last order:"
        value={dayText(subscription.most_recent_order?.created_at)}
        testId="last-order"
      />
      {next && <Fact label={next.label} value={dayText(next.date)} testId="next-payment" />}
      <Fact
        label="Current plan:"
        value={`${formatMoney(subscription.actual_price)} for ${monthsText(subscription.months)}`}
        testId="current-plan"
      />
      <Fact
        label="Next renewal:"
        value={`${formatMoney(subscription.renewal_price)} for ${monthsText(subscription.renewal_months)}`}
        testId="next-renewal"
      />
    </SimpleGrid>
  );
}
