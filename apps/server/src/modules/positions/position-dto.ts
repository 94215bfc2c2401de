import type { Position, StoredPosition } from '@lodestar/contracts';
import type { currentPositions, positions } from '../../db/schema/index.ts';

type PositionRow = typeof positions.$inferSelect;
type CurrentRow = typeof currentPositions.$inferSelect;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * Shapes a stored position (history row or current-position row) as the API's Position.
 * Movement times come from the current-position row; a history row passes them in (or null).
 */
export function toPositionDto(
  row: PositionRow | CurrentRow,
  extra: {
    lastMovementTime?: Date | null;
    lastMovementTimeWithoutCell?: Date | null;
    isInsideGeofences?: boolean;
  } = {},
): Position {
  const current = 'positionId' in row ? row : null;
  return {
    id: current ? current.positionId : (row as PositionRow).id,
    device_id: row.deviceId,
    location: [row.longitude, row.latitude],
    address: row.address,
    timestamp: row.fixTime.toISOString(),
    server_time: row.serverTime.toISOString(),
    valid: row.valid,
    fix: row.fix,
    accuracy: row.accuracy,
    battery: row.battery,
    low_battery: row.lowBattery,
    charging: row.charging,
    sos: row.sos,
    overspeed: row.overspeed,
    speed: row.speed,
    course: row.course,
    altitude: row.altitude,
    temperature: row.temperature,
    humidity: row.humidity,
    last_movement_time: iso(current ? current.lastMovementTime : extra.lastMovementTime),
    last_movement_time_without_cell: iso(
      current ? current.lastMovementTimeWithoutCell : extra.lastMovementTimeWithoutCell,
    ),
    is_inside_geofences: row.isInsideGeofences ?? extra.isInsideGeofences ?? false,
    hdop: row.hdop,
  };
}

/**
 * A tracker's stored position with everything it carried: the API Position plus its extra attributes and the
 * networks it heard. Only the positions answer of one tracker uses it; lists, paths and the live socket keep the
 * lighter Position.
 */
export function toFullPositionDto(row: PositionRow): StoredPosition {
  return { ...toPositionDto(row), attributes: row.attributes ?? null, network: row.network ?? null };
}
