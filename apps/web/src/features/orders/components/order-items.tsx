import type { OrderItem } from '@lodestar/contracts';
import { formatMoney } from '@lodestar/domain';
import { Center, Group, Image, Paper, Stack, Text } from '@mantine/core';

const THUMB = 56;

function Thumbnail({ item }: { item: OrderItem }) {
  if (item.product.thumbnail)
    return (
      <Image
        src={item.product.thumbnail}
        alt=""
        w={THUMB}
        h={THUMB}
        fit="contain"
        radius="sm"
        style={{ flexShrink: 0 }}
      />
    );
  return (
    <Center
      w={THUMB}
      h={THUMB}
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 4, flexShrink: 0 }}
    >
      <Text size="xs" c="dimmed" tt="uppercase">
        {item.product.kind === 'service' ? 'Plan' : item.product.kind === 'live-audio' ? 'Audio' : 'Item'}
      </Text>
    </Center>
  );
}

/** A service line names its period: 'Mobile 200 plan · 12 months'. */
const titleOf = (item: OrderItem) =>
  item.months
    ? `${item.product.title} · ${item.months} ${item.months === 1 ? 'month' : 'months'}`
    : item.product.title;

/** The order's lines (spec 3 §2.4): thumbnail, title, SKU, unit price, and 'quantity x line total'. */
export function OrderItems({ items }: { items: readonly OrderItem[] }) {
  if (items.length === 0) return <Text c="dimmed">This order has no items</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Order items">
      {items.map((item) => (
        <Paper component="li" key={item.id} withBorder radius="md" p="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Thumbnail item={item} />
            <Group justify="space-between" align="flex-start" gap="xs" style={{ flex: 1, minWidth: 0 }}>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {titleOf(item)}
                </Text>
                <Text size="xs" c="dimmed">
                  SKU: {item.product.sku}
                </Text>
                <Text size="sm">{formatMoney(item.actual_price)}</Text>
              </Stack>
              <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {item.quantity} x {formatMoney(item.total)}
              </Text>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
