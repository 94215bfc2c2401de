import type { StoredPositions } from '../realtime/position-bus.ts';
import type { AdvancedPosition } from '../modules/positions/movement-replay.ts';
import { toPositionDto } from '../modules/positions/position-dto.ts';

/** Positions that moved their trackers forward, as API Positions grouped by the account that owns each tracker. */
export function livePositionsByAccount(
  advanced: readonly AdvancedPosition[],
  accountOf: (deviceId: number) => number | undefined,
): StoredPositions[] {
  const byAccount = new Map<number, StoredPositions>();
  for (const { position, positionId, movement } of advanced) {
    const accountId = accountOf(position.deviceId);
    if (accountId === undefined) continue;
    let group = byAccount.get(accountId);
    if (!group) byAccount.set(accountId, (group = { accountId, positions: [] }));
    group.positions.push(
      toPositionDto(
        { id: positionId, ...position },
        {
          lastMovementTime: movement.rest?.movedAt ?? null,
          lastMovementTimeWithoutCell: movement.restWithoutCell?.movedAt ?? null,
        },
      ),
    );
  }
  return [...byAccount.values()];
}
