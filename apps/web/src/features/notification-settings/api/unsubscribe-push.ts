import { apiSend } from '../../../api/http-client.ts';

/** DELETE /push-subscriptions: this browser stops receiving the user's notifications. */
export function unsubscribePush(endpoint: string): Promise<void> {
  // 404: the server had already forgotten it (a push service said it was gone), which is what was wanted
  return apiSend('/push-subscriptions', { method: 'DELETE', body: { endpoint }, handles: [403, 404] }).catch(
    (error: unknown) => {
      if ((error as { status?: number }).status !== 404) throw error;
    },
  );
}
