import type { AdminOrder, Product } from '@lodestar/contracts';
import { Alert, Button, Grid, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useDraftOrderActions } from '../hooks/use-draft-order-actions.ts';
import { draftFromOrder, type DraftForm } from '../utils/draft-form.ts';
import { AccountPicker } from './account-picker.tsx';
import { DraftDetailsFields } from './draft-details-fields.tsx';
import { DraftLinesEditor } from './draft-lines-editor.tsx';
import { DraftPreview } from './draft-preview.tsx';
import { DraftTermsFields } from './draft-terms-fields.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

/**
 * The internal admin's draft sale (issue 29 item 5): the account, products with quantities and plan months, billing
 * and payment term, promo, shipping, tax rate, the account's addresses, PO number and sales person, with the summary
 * and schedule previewed live beside it; Save draft, Send and, once saved, Cancel order.
 */
export function DraftOrderEditor({
  order,
  initial,
  products,
}: {
  order: AdminOrder | null;
  initial: DraftForm;
  products: readonly Product[];
}) {
  const [form, setForm] = useState<DraftForm>(() => (order ? draftFromOrder(order) : initial));
  const change = (patch: Partial<DraftForm>) => setForm((current) => ({ ...current, ...patch }));
  const { save, send, cancel, saving, failure } = useDraftOrderActions(order, form, products);

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Title order={1}>{order ? `Order #${order.id}` : 'New Order'}</Title>
        <OrderStatusBadge status="draft" />
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {order ? (
              <Text>
                For <strong>{form.accountTitle}</strong>
              </Text>
            ) : (
              <AccountPicker
                value={form.accountId}
                title={form.accountTitle}
                onChange={(a) =>
                  change({
                    accountId: a.id,
                    accountTitle: a.title,
                    billingAddressId: null,
                    shippingAddressId: null,
                  })
                }
              />
            )}
            <DraftLinesEditor
              lines={form.lines}
              products={products}
              onChange={(lines) => change({ lines })}
            />
            <DraftTermsFields form={form} onChange={change} />
            <DraftDetailsFields form={form} onChange={change} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <div style={{ position: 'sticky', top: 16 }}>
            <DraftPreview form={form} products={products} />
          </div>
        </Grid.Col>
      </Grid>
      {failure && (
        <Alert color="red" role="alert" title={failure.message}>
          {failure.details.length > 0 && (
            <List size="sm">
              {failure.details.map((d) => (
                <List.Item key={d}>{d}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      <Group gap="sm" wrap="wrap">
        <Button variant="default" loading={saving} onClick={() => void save()}>
          Save draft
        </Button>
        <Button onClick={send} disabled={saving}>
          Send
        </Button>
        {order && (
          <Button variant="subtle" color="red" onClick={cancel} disabled={saving}>
            Cancel order
          </Button>
        )}
      </Group>
    </Stack>
  );
}
