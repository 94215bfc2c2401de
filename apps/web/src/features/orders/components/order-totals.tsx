import type { OrderSummary } from '@lodestar/contracts';
import { formatMoney } from '@lodestar/domain';
import { Group, Stack, Text } from '@mantine/core';

interface TotalRow {
  label: string;
  cents: number;
  /** What it was before the promo; shown struck through when it differs (spec 3 §2.6). */
  before?: number;
  /** Rows of nothing bought are left out; shipping, tax and the total always show. */
  always?: boolean;
}

function rowsOf(summary: OrderSummary): TotalRow[] {
  const hours = summary.audio_hour_total;
  const promo = summary.promo_code;
  return [
    { label: 'Hardware', cents: summary.hardware_total, before: summary.hardware_total_before_discount },
    {
      label: 'Subscription',
      cents: summary.subscription_total,
      before: summary.subscription_total_before_discount,
    },
    {
      label: `Live audio (${hours} ${hours === 1 ? 'hour' : 'hours'})`,
      cents: summary.live_audio_total,
      before: summary.live_audio_total_before_discount,
    },
    { label: 'Shipping', cents: summary.shipping_total, always: true },
    ...(promo
      ? [{ label: `Promo discount (${promo.code})`, cents: -summary.promo_discount, always: true }]
      : []),
    { label: 'Tax', cents: summary.tax, always: true },
  ];
}

/**
 * The order's summary (spec 3 §2.4, §2.6): hardware, subscription, live audio hours, shipping, the promo discount
 * when there is one, tax, and the grand total; a discounted figure shows its original struck through.
 */
export function OrderTotals({ summary }: { summary: OrderSummary }) {
  const rows = rowsOf(summary).filter((row) => row.always || row.cents !== 0 || (row.before ?? 0) !== 0);
  return (
    <Stack gap={6} aria-label="Order summary" role="group">
      {rows.map((row) => (
        <Figure key={row.label} {...row} />
      ))}
      <Figure
        label="Grand Total"
        cents={summary.grand_total}
        before={summary.grand_total_before_discount}
        strong
      />
    </Stack>
  );
}

function Figure({ label, cents, before, strong }: TotalRow & { strong?: boolean }) {
  const struck = before !== undefined && before !== cents;
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" fw={strong ? 700 : undefined}>
      <Text size="sm" fw="inherit">
        {label}
      </Text>
      <Group gap={6} wrap="nowrap">
        {struck && (
          <Text
            size="sm"
            c="dimmed"
            td="line-through"
            aria-label={`${label} before discount ${formatMoney(before)}`}
          >
            {formatMoney(before)}
          </Text>
        )}
        <Text size="sm" fw="inherit" ff="monospace">
          {formatMoney(cents)}
        </Text>
      </Group>
    </Group>
  );
}
