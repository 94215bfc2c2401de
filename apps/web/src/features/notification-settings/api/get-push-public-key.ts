import type { PushPublicKeyAnswer } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { notificationSettingsKeys } from './notification-settings-keys.ts';

/** GET /push/public-key: the server's VAPID public key, which a browser's push subscription is bound to. */
export async function fetchPushPublicKey(signal?: AbortSignal): Promise<string> {
  const { public_key } = await apiRequest<PushPublicKeyAnswer['data']>('/push/public-key', { signal });
  return public_key;
}

export function pushPublicKeyQueryOptions() {
  return queryOptions({
    queryKey: notificationSettingsKeys.pushPublicKey(),
    queryFn: ({ signal }) => fetchPushPublicKey(signal),
    // the key is made once and kept for ever
    staleTime: Infinity,
  });
}

export function usePushPublicKey() {
  return useQuery(pushPublicKeyQueryOptions());
}
