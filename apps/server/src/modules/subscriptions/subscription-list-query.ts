import { z } from 'zod';
import { PAGE_SIZES, subscriptionStatus, type SubscriptionStatus } from '@lodestar/contracts';

const pageNumber = z.coerce.number({ error: 'must be a number' }).int('must be a whole number');
const status = z.enum(subscriptionStatus.options, {
  error: `status must be one of ${subscriptionStatus.options.join(', ')}`,
});

/**
 * GET /accounts/{id}/subscriptions: the table list's parameters (spec 3 §7 Other: page, per_page, query, and the
 * filter sent as `search[status]=value`; `status=value` is taken too).
 */
export const subscriptionListQuery = z.object({
  'search[status]': status.optional(),
  status: status.optional(),
  /** a tracker's name or serial number, or part of one */
  query: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  page: pageNumber.min(1, 'must be at least 1').max(1_000_000, 'is too large').default(1),
  per_page: pageNumber
    .min(1, 'must be at least 1')
    .max(200, 'must be at most 200')
    .default(PAGE_SIZES.tables[0]),
});
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuery>;

/**
 * The statuses a filter value shows. The spec's filter offers active, pending, pending-renewal, cancelled and
 * blocked: 'active' also shows subscriptions cancelling at the end of their paid period (they are running), and
 * 'cancelled' also shows archived ones (displayed as 'Cancelled', spec 3 §4). Other statuses filter exactly.
 */
export function statusesFor(filter: SubscriptionStatus): SubscriptionStatus[] {
  if (filter === 'active') return ['active', 'pending-cancellation'];
  if (filter === 'cancelled') return ['cancelled', 'archived'];
  return [filter];
}
