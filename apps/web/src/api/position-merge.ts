import type { Device, Position } from '@lodestar/contracts';

/** The newest position of each tracker in a batch, by tracker id. */
export type PositionsByTracker = Map<number, Position>;

/**
 * Whether `incoming` is at least as new as `current` by fix time. A tracker may send buffered old fixes after
 * a newer one; those belong to history, not to the current position, so they must not move the marker back.
 */
export function isNewerFix(incoming: Position, current: Position | null | undefined): boolean {
  if (!current) return true;
  const [a, b] = [incoming.timestamp, current.timestamp];
  // the server writes every time as UTC ISO text of one length, which sorts as text: no date parsing for the
  // thousands of positions a second of a large fleet
  if (a.length === b.length && a.endsWith('Z') && b.endsWith('Z')) return a >= b;
  return Date.parse(a) >= Date.parse(b);
}

/** Adds positions to a pending batch, keeping only the newest fix per tracker. */
export function collectNewest(batch: PositionsByTracker, positions: readonly Position[]): void {
  for (const position of positions) {
    if (isNewerFix(position, batch.get(position.device_id))) batch.set(position.device_id, position);
  }
}

/**
 * A device list with the batch's positions as current positions. Trackers the batch does not touch keep their
 * very object, so memoised rows and the map's feature cache skip them; an untouched list is returned as it was,
 * which tells TanStack Query nothing changed.
 */
export function mergeIntoDeviceList(
  devices: Device[] | undefined,
  batch: PositionsByTracker,
): Device[] | undefined {
  if (!devices || batch.size === 0) return devices;
  let changed = false;
  const merged = devices.map((device) => {
    const position = batch.get(device.id);
    if (!position || !isNewerFix(position, device.current_position)) return device;
    changed = true;
    return { ...device, current_position: position };
  });
  return changed ? merged : devices;
}

/** Current positions keyed by tracker id (GET current-positions?raw=1). */
export type CurrentPositions = Record<string, Position>;

/**
 * Current positions with the batch applied. Trackers not in the map yet are added: the server only sends
 * positions of trackers this user may see, so a new key is a tracker that reported for the first time.
 */
export function mergeIntoCurrentPositions(
  current: CurrentPositions | undefined,
  batch: PositionsByTracker,
): CurrentPositions | undefined {
  if (!current || batch.size === 0) return current;
  let next: CurrentPositions | null = null;
  for (const [id, position] of batch) {
    if (!isNewerFix(position, current[id])) continue;
    next ??= { ...current };
    next[id] = position;
  }
  return next ?? current;
}
