import type { Position } from '@lodestar/contracts';
import type { LocalPositions, StoredFix } from '../realtime/position-bus.ts';
import type { AdvancedPosition } from '../modules/positions/movement-replay.ts';
import { toPositionDto } from '../modules/positions/position-dto.ts';
import { hasTamperAlarm } from './report-attributes.ts';

const apiPosition = ({ position, positionId, movement }: AdvancedPosition): Position =>
  toPositionDto(
    { id: positionId, ...position, isInsideGeofences: position.isInsideGeofences ?? false },
    {
      lastMovementTime: movement.rest?.movedAt ?? null,
      lastMovementTimeWithoutCell: movement.restWithoutCell?.movedAt ?? null,
    },
  );

const storedFix = ({ position: p, positionId }: AdvancedPosition): StoredFix => ({
  positionId,
  deviceId: p.deviceId,
  fixTime: p.fixTime,
  battery: p.battery,
  lowBattery: p.lowBattery,
  sos: p.sos,
  tamper: hasTamperAlarm(p.attributes?.alarm),
  temperature: p.temperature,
  humidity: p.humidity,
  latitude: p.latitude,
  longitude: p.longitude,
  accuracy: p.accuracy,
  valid: p.valid,
  speed: p.speed,
  geofences: p.geofences,
  iccid: typeof p.attributes?.iccid === 'string' ? p.attributes.iccid : undefined,
});

/**
 * One account's share of a batch. The event rules read every batch's fixes, so those are kept as they come; the
 * API positions are shaped on first read, once.
 */
class AccountPositions implements LocalPositions {
  readonly advanced: AdvancedPosition[] = [];
  readonly fixes: StoredFix[] = [];
  private shaped: Position[] | undefined;

  constructor(readonly accountId: number) {}

  add(item: AdvancedPosition) {
    this.advanced.push(item);
    this.fixes.push(storedFix(item));
  }

  get positions(): Position[] {
    return (this.shaped ??= this.advanced.map(apiPosition));
  }
}

/** Positions that moved their trackers forward, grouped by the account that owns each tracker. */
export function livePositionsByAccount(
  advanced: readonly AdvancedPosition[],
  accountOf: (deviceId: number) => number | undefined,
): LocalPositions[] {
  const byAccount = new Map<number, AccountPositions>();
  for (const item of advanced) {
    const accountId = accountOf(item.position.deviceId);
    if (accountId === undefined) continue;
    let group = byAccount.get(accountId);
    if (!group) byAccount.set(accountId, (group = new AccountPositions(accountId)));
    group.add(item);
  }
  return [...byAccount.values()];
}
