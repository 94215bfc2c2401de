import type { PageMeta } from '@lodestar/contracts';

/**
 * The spec's paging meta for one page. Generic (the model catalogue uses it too); it lives here until a shared
 * list helper exists for every module.
 */
export function pageMeta(page: number, perPage: number, total: number, rowsOnPage: number): PageMeta {
  const from = rowsOnPage > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    from,
    to: from === null ? null : from + rowsOnPage - 1,
    total,
    per_page: perPage,
  };
}
