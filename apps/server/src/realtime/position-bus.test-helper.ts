import type { Position } from '@lodestar/contracts';
import type { LocalPositions } from './position-bus.ts';

/** A batch as if this instance had just stored these positions: for tests that publish on the bus directly. */
export function localBatch(accountId: number, positions: Position[]): LocalPositions {
  return {
    accountId,
    positions,
    fixes: positions.map((p) => ({
      positionId: p.id,
      deviceId: p.device_id,
      fixTime: new Date(p.timestamp),
      battery: p.battery,
      lowBattery: p.low_battery,
      sos: p.sos,
      tamper: false,
      temperature: p.temperature,
      humidity: p.humidity,
      latitude: p.location[1],
      longitude: p.location[0],
      accuracy: p.accuracy,
      valid: p.valid,
      speed: p.speed,
    })),
  };
}
