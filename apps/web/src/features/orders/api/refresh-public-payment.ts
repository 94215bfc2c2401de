import type { PaymentProgress } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';

/**
 * POST /public-orders/{uuid}/payment-intents/{intentId}/refresh (no sign-in): on return from the card form, asks
 * the provider how the approve page's payment went, so the order reads paid before (or without) a webhook. A
 * failure is the page's to say; nothing of the signed-in app's reaction applies to a visitor.
 */
export function refreshPublicPayment(uuid: string, intentId: string): Promise<PaymentProgress> {
  return apiRequest<PaymentProgress>(
    `/public-orders/${encodeURIComponent(uuid)}/payment-intents/${encodeURIComponent(intentId)}/refresh`,
    { method: 'POST', handles: 'all' },
  );
}

export function publicPaymentRefreshQueryOptions(uuid: string, intentId: string) {
  return queryOptions({
    queryKey: ['public-orders', uuid, 'payment-intents', intentId] as const,
    queryFn: () => refreshPublicPayment(uuid, intentId),
    retry: false,
    staleTime: Infinity,
  });
}

/** Asked once per visit, and only when the page knows both the order's uuid and the intent. */
export function usePublicPaymentRefresh(uuid: string | null, intentId: string | null) {
  return useQuery({
    ...publicPaymentRefreshQueryOptions(uuid ?? '', intentId ?? ''),
    enabled: uuid !== null && intentId !== null,
  });
}
