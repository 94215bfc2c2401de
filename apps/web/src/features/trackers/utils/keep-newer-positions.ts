import type { Device } from '@lodestar/contracts';
import { replaceEqualDeep } from '@tanstack/react-query';
import { isNewerFix } from '../../../api/position-merge.ts';

/**
 * A refetched device list reconciled with the cached one. The socket may have written a fix that is newer than
 * the one the server put in the answer (it left the server before the refetch finished), so the cached
 * position wins when its fix time is later; otherwise the answer wins. Unchanged trackers keep their cached
 * object, so a refresh of 10,000 trackers re-renders only the rows that really changed.
 */
export function keepNewerPositions(cached: unknown, fetched: unknown): unknown {
  if (!Array.isArray(cached) || !Array.isArray(fetched)) return replaceEqualDeep(cached, fetched);
  const byId = new Map<number, Device>((cached as Device[]).map((d) => [d.id, d]));
  const merged = (fetched as Device[]).map((device) => {
    const old = byId.get(device.id);
    const kept = old?.current_position;
    if (kept && device.current_position && !isNewerFix(device.current_position, kept)) {
      return { ...device, current_position: kept };
    }
    if (kept && !device.current_position) return { ...device, current_position: kept };
    return device;
  });
  return replaceEqualDeep(cached, merged);
}
