import type { Order } from '@lodestar/contracts';
import { agreementText, scheduleTerms } from '@lodestar/domain';
import { List, Stack, Text, Title } from '@mantine/core';
import { TERMS_ID } from './approve-order-banner.tsx';

/**
 * The terms the banner's Read More opens: what paying agrees to (the payment modal's agreement, spec 3 §5), how
 * the later payments and the trackers' service work (decision 0066).
 */
export function ApproveOrderTerms({ order }: { order: Order }) {
  const payments = [...(order.payments ?? [])].sort((a, b) => a.number - b.number);
  const amounts = payments.length > 0 ? payments : [{ amount: order.summary.grand_total }];
  return (
    <Stack
      gap="xs"
      component="section"
      id={TERMS_ID}
      aria-labelledby={`${TERMS_ID}-title`}
      style={{ scrollMarginTop: 16 }}
    >
      <Title order={2} size="h4" id={`${TERMS_ID}-title`}>
        Terms
      </Title>
      <Text size="sm">
        By paying this order you agree: “{agreementText(scheduleTerms(order.billingTerm, amounts), 'monthly')}
        ”
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>Prices are in US dollars; tax and shipping are as shown on the invoice.</List.Item>
        {payments.length > 1 && (
          <List.Item>
            The payments after the first are charged automatically on their due dates to the account's default
            payment method.
          </List.Item>
        )}
        <List.Item>
          Each tracker&apos;s service starts when the tracker first reports, and renews at the end of its plan
          period until it is cancelled in Manage, Subscriptions.
        </List.Item>
        <List.Item>Questions about this order go to the person who sent it.</List.Item>
      </List>
    </Stack>
  );
}
