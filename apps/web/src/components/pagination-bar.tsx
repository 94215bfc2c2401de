import type { PageMeta } from '@lodestar/contracts';
import { Group, Pagination, Text } from '@mantine/core';

/**
 * The paging bar under a paged list (spec 3 §2.10): 'from–to of total' and the page buttons. An empty list shows
 * `emptyText` ('No results' by default), or nothing when null: some lists have their own empty state.
 */
export function PaginationBar({
  meta,
  onPage,
  label,
  emptyText = 'No results',
  noun = 'results',
}: {
  meta: PageMeta;
  onPage: (page: number) => void;
  /** What is paged, for the buttons' accessible names ('Groups pages'). */
  label: string;
  emptyText?: string | null;
  /** The word after the total ('results'; '' for none). */
  noun?: string;
}) {
  if (meta.total === 0)
    return emptyText === null ? null : (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  const counted = noun === 'results' && meta.total === 1 ? 'result' : noun;
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {meta.from}–{meta.to} of {meta.total}
        {counted ? ` ${counted}` : ''}
      </Text>
      {meta.last_page > 1 && (
        <Pagination
          size="sm"
          total={meta.last_page}
          value={meta.current_page}
          onChange={onPage}
          withEdges
          siblings={1}
          aria-label={`${label} pages`}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
      )}
    </Group>
  );
}
