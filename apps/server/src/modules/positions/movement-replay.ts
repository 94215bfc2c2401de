import { applyMovement, NO_MOVEMENT, type MovementState } from '@lodestar/domain';
import type { CurrentPositionWrite, CurrentState } from './current-positions.repository.ts';
import type { NewPosition } from './new-position.ts';

export interface StoredPosition {
  position: NewPosition;
  positionId: number;
}

/** A stored position that moved its tracker's current position forward, with the movement state after it. */
export interface AdvancedPosition extends StoredPosition {
  movement: MovementState;
}

export interface Replay {
  /** Positions newer than the tracker's current one, oldest first: what becomes live. */
  advanced: AdvancedPosition[];
  /** The tracker's new current position, or null when every position was older (out of order). */
  current: CurrentPositionWrite | null;
}

/**
 * Applies one tracker's newly stored positions to its current state in fix-time order. Positions older than the
 * current fix (late, buffered or out-of-order reports) stay in the history but change neither the current
 * position nor the movement state.
 */
export function replayMovement(start: CurrentState | undefined, stored: readonly StoredPosition[]): Replay {
  const sorted = [...stored].sort((a, b) => a.position.fixTime.getTime() - b.position.fixTime.getTime());
  let fixTime = start?.fixTime.getTime() ?? Number.NEGATIVE_INFINITY;
  let movement = start?.movement ?? NO_MOVEMENT;
  const advanced: AdvancedPosition[] = [];
  for (const item of sorted) {
    if (item.position.fixTime.getTime() <= fixTime) continue;
    fixTime = item.position.fixTime.getTime();
    movement = applyMovement(movement, item.position);
    advanced.push({ ...item, movement });
  }
  const last = advanced.at(-1);
  return {
    advanced,
    current: last ? { ...last, previousFixTime: start?.fixTime ?? null } : null,
  };
}
