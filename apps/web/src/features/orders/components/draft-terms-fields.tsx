import type { BillingTerm, PromoType } from '@lodestar/contracts';
import { NumberInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { DraftForm } from '../utils/draft-form.ts';

const BILLING_TERM_CHOICES: { value: BillingTerm; label: string }[] = [
  { value: 'up-front', label: 'Up front: one payment' },
  { value: 'monthly', label: 'Monthly: the total in monthly payments' },
  { value: 'device-up-front', label: 'Devices up front, service monthly' },
];

const PROMO_CHOICES: { value: PromoType; label: string }[] = [
  { value: 'free_hardware', label: 'Free hardware' },
  { value: 'dollar', label: 'Dollar amount off' },
  { value: 'discount', label: 'Percent off' },
];

const num = (v: number | string) => (typeof v === 'number' ? v : 0);

type Change = (patch: Partial<DraftForm>) => void;

/** How the draft is paid and priced: billing and payment term, promo, shipping and the tax rate. */
export function DraftTermsFields({ form, onChange }: { form: DraftForm; onChange: Change }) {
  const upFront = form.billingTerm === 'up-front';
  return (
    <Stack gap="xs" component="section" aria-labelledby="draft-terms">
      <Title order={2} size="h4" id="draft-terms">
        Billing
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Billing term"
          data={BILLING_TERM_CHOICES}
          value={form.billingTerm}
          onChange={(v) => v && onChange({ billingTerm: v as BillingTerm })}
          allowDeselect={false}
        />
        <NumberInput
          label="Payment term (monthly payments)"
          description={upFront ? 'Up front is one payment' : '1 to 36'}
          min={1}
          max={36}
          allowDecimal={false}
          allowNegative={false}
          disabled={upFront}
          value={upFront ? 1 : form.paymentTerm}
          onChange={(v) => onChange({ paymentTerm: num(v) })}
        />
        <Select
          label="Promo"
          placeholder="None"
          data={PROMO_CHOICES}
          value={form.promoType}
          onChange={(v) => onChange({ promoType: (v as PromoType | null) ?? null })}
          clearable
        />
        {form.promoType && (
          <TextInput
            label="Promo code"
            maxLength={40}
            value={form.promoCode}
            onChange={(e) => onChange({ promoCode: e.currentTarget.value })}
          />
        )}
        {(form.promoType === 'dollar' || form.promoType === 'discount') && (
          <NumberInput
            label={form.promoType === 'dollar' ? 'Amount off' : 'Percent off'}
            prefix={form.promoType === 'dollar' ? '$' : undefined}
            suffix={form.promoType === 'discount' ? '%' : undefined}
            min={0}
            max={form.promoType === 'discount' ? 100 : 100_000}
            decimalScale={form.promoType === 'dollar' ? 2 : 0}
            allowNegative={false}
            thousandSeparator=","
            value={form.promoAmount}
            onChange={(v) => onChange({ promoAmount: num(v) })}
          />
        )}
        <NumberInput
          label="Shipping"
          prefix="$"
          min={0}
          max={100_000}
          decimalScale={2}
          fixedDecimalScale
          allowNegative={false}
          thousandSeparator=","
          value={form.shipping}
          onChange={(v) => onChange({ shipping: num(v) })}
        />
        <NumberInput
          label="Tax rate"
          description="On the goods and services after the promo; shipping is not taxed"
          suffix="%"
          min={0}
          max={50}
          decimalScale={2}
          allowNegative={false}
          value={form.taxRatePercent}
          onChange={(v) => onChange({ taxRatePercent: num(v) })}
        />
      </SimpleGrid>
    </Stack>
  );
}
