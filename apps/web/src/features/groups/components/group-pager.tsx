import type { PageMeta } from '@lodestar/contracts';
import { Group, Pagination, Text } from '@mantine/core';

/** 'from–to of total' and the page buttons under a paged group list; nothing to page, nothing shown. */
export function GroupPager({
  meta,
  onPage,
  label,
}: {
  meta: PageMeta;
  onPage: (page: number) => void;
  label: string;
}) {
  if (meta.total === 0) return null;
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {meta.from}–{meta.to} of {meta.total}
      </Text>
      {meta.last_page > 1 && (
        <Pagination
          size="sm"
          total={meta.last_page}
          value={meta.current_page}
          onChange={onPage}
          siblings={1}
          aria-label={`${label} pages`}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
      )}
    </Group>
  );
}
