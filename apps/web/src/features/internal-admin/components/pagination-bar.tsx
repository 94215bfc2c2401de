import type { PageMeta } from '@lodestar/contracts';
import { Group, Pagination, Text } from '@mantine/core';

/** The spec's paging bar (spec 3 §2.10): 'from–to of total results', 'No results', and the page buttons. */
export function PaginationBar({
  meta,
  onPage,
  label,
}: {
  meta: PageMeta;
  onPage: (page: number) => void;
  label: string;
}) {
  if (meta.total === 0)
    return (
      <Text size="sm" c="dimmed">
        No results
      </Text>
    );
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {meta.from}–{meta.to} of {meta.total} {meta.total === 1 ? 'result' : 'results'}
      </Text>
      {meta.last_page > 1 && (
        <Pagination
          size="sm"
          total={meta.last_page}
          value={meta.current_page}
          onChange={onPage}
          withEdges
          aria-label={`${label} pages`}
        />
      )}
    </Group>
  );
}
