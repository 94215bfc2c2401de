import type { PushSubscriptionAnswer, PushSubscriptionRequest } from '@lodestar/contracts';
import { apiRequest } from '../../../api/http-client.ts';

/** POST /push-subscriptions: this browser's subscription, kept for the signed-in user. */
export function subscribePush(
  subscription: PushSubscriptionRequest,
): Promise<PushSubscriptionAnswer['data']> {
  // the form says what went wrong under the Mobile box
  return apiRequest('/push-subscriptions', { method: 'POST', body: subscription, handles: [403, 422] });
}
