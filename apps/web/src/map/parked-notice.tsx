import { HISTORY_TEXTS, parkedDetail, type HistoryPath } from '@lodestar/contracts';
import { Alert } from '@mantine/core';
import { useMemo } from 'react';
import { parkedSpread } from './history-features.ts';

/**
 * Says in words that the tracker stood still all period (decision 0018): its path is a few metres long, drawn
 * under the position marker, and a map with nothing to see read as broken. Nothing for a period with movement.
 */
export function ParkedNotice({ path, name }: { path: HistoryPath | undefined; name?: string }) {
  const spread = useMemo(() => (path ? parkedSpread(path) : null), [path]);
  if (!spread) return null;
  return (
    <Alert
      color="blue"
      role="status"
      p="xs"
      title={name ? `${name}: ${HISTORY_TEXTS.parked}` : HISTORY_TEXTS.parked}
      style={{ position: 'absolute', bottom: 30, left: 10, right: 60, zIndex: 2, maxWidth: 360 }}
    >
      {parkedDetail(spread.fixes, spread.metres)}
    </Alert>
  );
}
