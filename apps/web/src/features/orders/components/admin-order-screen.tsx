import { pathTo } from '@lodestar/contracts';
import { Alert, Anchor, Center, Container, Loader, Stack } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAdminOrder } from '../api/get-admin-order.ts';
import { useAdminProducts } from '../api/get-admin-products.ts';
import { emptyDraft } from '../utils/draft-form.ts';
import { AdminOrderView } from './admin-order-view.tsx';
import { DraftOrderEditor } from './draft-order-editor.tsx';

/**
 * AdminOrderView at /admin/orders/{id} (issue 29 item 5): 'new' composes a draft (for ?account_id=&account= when
 * given), a draft opens in its form, any other order in its view.
 */
export function AdminOrderScreen() {
  const idParam = useParams().id ?? '';
  const [search] = useSearchParams();
  const isNew = idParam === 'new';
  const order = useAdminOrder(Number(idParam), !isNew);
  const products = useAdminProducts();

  const content = () => {
    if (order.isError || products.isError) return <Alert color="red">The order could not be loaded.</Alert>;
    if (!products.data || (!isNew && !order.data))
      return (
        <Center py="xl">
          <Loader aria-label="Loading order" />
        </Center>
      );
    if (isNew) {
      const accountId = Number(search.get('account_id')) || null;
      const initial = {
        ...emptyDraft(),
        accountId,
        accountTitle: accountId ? (search.get('account') ?? '') : '',
      };
      return <DraftOrderEditor order={null} initial={initial} products={products.data} />;
    }
    const loaded = order.data!;
    if (loaded.status === 'draft')
      return (
        <DraftOrderEditor key={loaded.id} order={loaded} initial={emptyDraft()} products={products.data} />
      );
    return <AdminOrderView order={loaded} />;
  };

  return (
    <Container size="xl" py="lg" w="100%">
      <Stack gap="md">
        <Anchor component={Link} to={pathTo('AdminOrdersView')} size="sm">
          ← Orders
        </Anchor>
        {content()}
      </Stack>
    </Container>
  );
}
