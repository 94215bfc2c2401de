/**
 * Thrown by a channel's sender when trying again cannot help (a webhook refused by the SSRF guard or answering
 * 410, a push subscription that is gone): the outbox marks the delivery failed at once and keeps the message as
 * its reason. Any other error is retried with backoff.
 */
export class PermanentDeliveryError extends Error {
  override readonly name = 'PermanentDeliveryError';
}

export function isPermanentDeliveryError(err: unknown): err is PermanentDeliveryError {
  return err instanceof PermanentDeliveryError;
}
