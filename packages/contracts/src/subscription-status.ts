import { z } from 'zod';

/** A tracker subscription's status (spec 1 §4); the newest subscription's status is the tracker's status. */
export const subscriptionStatus = z.enum([
  'active',
  'pending',
  'pending-renewal',
  'pending-cancellation',
  'cancelled',
  'blocked',
  'archived',
]);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;
