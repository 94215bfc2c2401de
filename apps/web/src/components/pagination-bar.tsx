import { PAGE_SIZES, SHARED_DIALOG_TEXTS, type PageMeta } from '@lodestar/contracts';
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';

/** 'from–to of total results', 'result' for one (spec 3 §2.10); `noun` '' leaves the word out. */
export function rangeText(meta: PageMeta, noun = 'results'): string {
  const counted = noun === 'results' && meta.total === 1 ? 'result' : noun;
  return `${meta.from}–${meta.to} of ${meta.total}${counted ? ` ${counted}` : ''}`;
}

interface PageSizeChoice {
  value: number;
  onChange: (size: number) => void;
  /** The shared list (spec 3 §9: the first is the default); tables' sizes unless given. */
  options?: readonly number[];
}

/**
 * The paging bar under a paged list (spec 3 §2.10): 'from–to of total results', current page / last page, the
 * first, previous, next and last buttons (with the page numbers between), and optionally the page-size choice.
 * An empty list shows `emptyText` ('No results' by default), or nothing when null: some lists have their own
 * empty state. A new search or filter starts on page 1: see `usePage` in hooks/use-page.ts.
 */
export function PaginationBar({
  meta,
  onPage,
  label,
  emptyText = SHARED_DIALOG_TEXTS.noResults,
  noun = 'results',
  pageSize,
}: {
  meta: PageMeta;
  onPage: (page: number) => void;
  /** What is paged, for the buttons' accessible names ('Groups pages'). */
  label: string;
  emptyText?: string | null;
  /** The word after the total ('results'; '' for none). */
  noun?: string;
  pageSize?: PageSizeChoice;
}) {
  if (meta.total === 0)
    return emptyText === null ? null : (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  const sizes = pageSize?.options ?? PAGE_SIZES.tables;
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Group gap="md" wrap="wrap">
        <Text size="sm" c="dimmed">
          {rangeText(meta, noun)}
        </Text>
        {meta.last_page > 1 && (
          <Text size="sm" c="dimmed" aria-label={`Page ${meta.current_page} of ${meta.last_page}`}>
            {meta.current_page} / {meta.last_page}
          </Text>
        )}
      </Group>
      <Group gap="sm" wrap="wrap">
        {pageSize && (
          <NativeSelect
            size="xs"
            aria-label={`${label} ${SHARED_DIALOG_TEXTS.pageSize.toLowerCase()}`}
            data={sizes.map(String)}
            value={String(pageSize.value)}
            onChange={(event) => pageSize.onChange(Number(event.currentTarget.value))}
          />
        )}
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
    </Group>
  );
}
