import { z } from 'zod';

/** A database id in a request body: a positive integer that fits PostgreSQL's integer column. */
export const recordId = z.number().int().positive().max(2_147_483_647);

/** Every response body is `{ data, meta? }` (spec README: `data.data` in the documents is this `data`). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** Paged lists carry the spec's paging meta. */
export const pageMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  total: z.number().int(),
  per_page: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: pageMeta });

/** Error body of every 4xx/5xx answer. `errors` maps a field name to its messages. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
