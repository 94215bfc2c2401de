import { BILLING_TEXTS, TIMING } from '@lodestar/contracts';
import { Center, Loader, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { PublicLinkNotFound } from '../../../components/public-link-not-found.tsx';
import { usePublicLoadFailureToast } from '../../../hooks/use-public-load-failure-toast.ts';
import { isNotFound, usePublicOrder } from '../api/get-public-order.ts';
import { ApproveOrderView } from './approve-order-view.tsx';

/**
 * ApproveOrderView at /approve-order/{uuid} (spec 3 §2.6): an order sent to a customer, opened without signing
 * in; the uuid is the capability. An unknown uuid says 'Not found'; any other load failure a toast for 15 s.
 */
export function ApproveOrderScreen() {
  const uuid = useParams().uuid ?? '';
  const order = usePublicOrder(uuid);
  const { error, errorUpdatedAt } = order;
  const notFound = isNotFound(error);

  usePublicLoadFailureToast({
    error,
    errorUpdatedAt,
    notFound,
    fallback: 'The order could not be loaded. Please try again later.',
    autoClose: TIMING.serverErrorToast,
  });

  if (notFound)
    return (
      <PublicLinkNotFound
        title={BILLING_TEXTS.notFound}
        hint="The order may have been withdrawn, or the link was copied only in part. Ask the person who sent it for a new link."
      />
    );
  if (!order.data)
    return (
      <Center mih="60dvh">
        {order.isError ? (
          <Text c="dimmed">The order could not be loaded.</Text>
        ) : (
          <Loader aria-label="Loading order" />
        )}
      </Center>
    );
  return <ApproveOrderView order={order.data} uuid={uuid} />;
}
