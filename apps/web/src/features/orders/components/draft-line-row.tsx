import { PLAN_MONTHS, type PlanMonths, type Product } from '@lodestar/contracts';
import { formatMoney } from '@lodestar/domain';
import { ActionIcon, Group, NumberInput, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { DraftLine } from '../utils/draft-form.ts';
import { unitPriceOf } from '../utils/draft-form.ts';

const GROUPS: [Product['kind'], string][] = [
  ['hardware', 'Hardware'],
  ['service', 'Service plans'],
  ['live-audio', 'Live audio'],
];

/** The catalogue as the product choice groups it; shipping is the form's own figure, not a line. */
export function productChoices(products: readonly Product[]) {
  return GROUPS.map(([kind, group]) => ({
    group,
    items: products
      .filter((p) => p.kind === kind)
      .map((p) => ({ value: String(p.id), label: `${p.title} (${p.sku})` })),
  })).filter((g) => g.items.length > 0);
}

/** One product line of the draft: the product, its quantity, a service's plan period, and what it comes to. */
export function DraftLineRow({
  line,
  index,
  products,
  onChange,
  onRemove,
}: {
  line: DraftLine;
  index: number;
  products: readonly Product[];
  onChange: (line: DraftLine) => void;
  onRemove: (() => void) | null;
}) {
  const product = products.find((p) => p.id === line.productId);
  const unit = product ? unitPriceOf(product, line.months) : 0;
  return (
    <Paper withBorder radius="md" p="sm" aria-label={`Line ${index + 1}`} role="group">
      <Stack gap="xs">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Product"
            placeholder="Choose a product"
            data={productChoices(products)}
            value={line.productId === null ? null : String(line.productId)}
            onChange={(id) => onChange({ ...line, productId: id === null ? null : Number(id) })}
            searchable
            style={{ flex: '1 1 240px' }}
          />
          <NumberInput
            label={product?.kind === 'live-audio' ? 'Hours' : 'Quantity'}
            min={1}
            max={10_000}
            allowDecimal={false}
            allowNegative={false}
            value={line.quantity}
            onChange={(v) => onChange({ ...line, quantity: typeof v === 'number' ? v : 0 })}
            w={110}
          />
          {onRemove && (
            <ActionIcon
              variant="subtle"
              color="red"
              size={36}
              onClick={onRemove}
              aria-label={`Remove line ${index + 1}`}
            >
              ✕
            </ActionIcon>
          )}
        </Group>
        {product?.kind === 'service' && (
          <SegmentedControl
            aria-label={`Line ${index + 1} plan period`}
            value={String(line.months)}
            onChange={(v) => onChange({ ...line, months: Number(v) as PlanMonths })}
            data={PLAN_MONTHS.map((months) => {
              const plan = product.plans.find((p) => p.months === months);
              const period = months === 1 ? '1 month' : '12 months';
              return {
                value: String(months),
                label: plan ? `${period} · ${formatMoney(plan.price)}` : period,
                disabled: !plan,
              };
            })}
          />
        )}
        {product && (
          <Text size="sm" c="dimmed">
            {line.quantity} x {formatMoney(unit)} = {formatMoney(unit * line.quantity)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
