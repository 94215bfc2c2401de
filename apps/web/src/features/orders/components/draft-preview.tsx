import type { Product } from '@lodestar/contracts';
import { FIRST_PAYMENT_DUE_DAYS, orderSummary, paymentSchedule } from '@lodestar/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { paymentTermOf, previewLines, promoOf, type DraftForm } from '../utils/draft-form.ts';
import { scheduleSummary } from '../utils/schedule-summary.ts';
import { OrderTotals } from './order-totals.tsx';
import { PaymentScheduleTable } from './payment-schedule-table.tsx';

/**
 * The draft's summary and payment schedule as they would be if it were sent now, worked out with the same
 * domain rules the server uses (packages/domain orderSummary, paymentSchedule), so what the admin sees is what the
 * customer gets.
 */
export function DraftPreview({ form, products }: { form: DraftForm; products: readonly Product[] }) {
  const { summary, schedule } = useMemo(() => {
    const lines = previewLines(form, products);
    const promo = promoOf(form);
    const shippingTotal = Math.round(form.shipping * 100);
    const taxRateBps = Math.round(form.taxRatePercent * 100);
    const summary = orderSummary({ lines, promo, shippingTotal, taxRateBps });
    const schedule = paymentSchedule({
      billingTerm: form.billingTerm,
      paymentTerm: paymentTermOf(form),
      summary,
      sentAt: new Date(),
    });
    return { summary, schedule };
  }, [form, products]);
  const sentence = scheduleSummary(form.billingTerm, schedule);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="draft-preview">
      <Stack gap="sm">
        <Title order={2} size="h4" id="draft-preview">
          Preview
        </Title>
        <OrderTotals summary={summary} />
        <Title order={3} size="h5">
          Payment Schedule
        </Title>
        {sentence && <Text size="sm">{sentence}</Text>}
        <PaymentScheduleTable
          rows={schedule.map((p) => ({ number: p.number, amount: p.amount, dueDate: p.dueDate }))}
        />
        <Text size="xs" c="dimmed">
          If sent today: the first payment falls due {FIRST_PAYMENT_DUE_DAYS} days after sending.
        </Text>
      </Stack>
    </Paper>
  );
}
