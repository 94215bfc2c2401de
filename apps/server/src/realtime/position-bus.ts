import { EventEmitter } from 'node:events';
import type { Position } from '@lodestar/contracts';
import type { FixGeofences } from '../modules/geofences/geofence-index.ts';

/** Positions just stored, with the account that owns each tracker (sockets filter by account and device access). */
export interface StoredPositions {
  accountId: number;
  readonly positions: Position[];
}

/** What the event rules read of a fix this instance stored, in stored units (no API shaping needed). */
export interface StoredFix {
  positionId: number;
  deviceId: number;
  fixTime: Date;
  battery: number | null;
  lowBattery: boolean;
  sos: boolean;
  /** The report carried a tamper alarm (alarm=tamper, Traccar's tampering; ingest/report-attributes.ts). */
  tamper: boolean;
  /** Celsius. */
  temperature: number | null;
  humidity: number | null;
  /** Where the fix is, for the shipment engine (arrivals, estimates). */
  latitude: number;
  longitude: number;
  /** Metres; null when the tracker did not say. */
  accuracy: number | null;
  /** False for a fix placed at the last known position (no coordinates of its own). */
  valid: boolean;
  /** Metres per second. */
  speed: number | null;
  /** What the fix says about its account's geofences; absent when it was not judged (ingest/geofence-stage.ts). */
  geofences?: FixGeofences;
  /** The SIM the tracker reported (the `iccid` extra), read by the SIM swap confirmation (modules/sims). */
  iccid?: string;
}

/**
 * Positions this instance stored: the fixes as stored, and their API shape. The pipeline builds `positions` only
 * when a listener first reads them (a socket or cache watching the account, another instance to tell), because
 * shaping every report was a twelfth of the server's work at thousands of reports a second with nobody watching.
 */
export interface LocalPositions extends StoredPositions {
  readonly fixes: readonly StoredFix[];
}

/**
 * Where the ingest pipeline announces stored positions and the socket hub listens. In one process this is the
 * whole story; on PostgreSQL the LISTEN/NOTIFY bridge republishes other instances' positions here too.
 */
export class PositionBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  /** Announces positions stored by this instance (the bridge forwards them to other instances). */
  publishLocal(batch: LocalPositions[]) {
    this.emitter.emit('local', batch);
    this.emitter.emit('stored', batch);
  }

  /** Announces positions another instance stored (from the bridge); not forwarded again. */
  publishRemote(batch: StoredPositions[]) {
    this.emitter.emit('stored', batch);
  }

  /** Every stored batch, local or remote. Returns the unsubscribe function. */
  onStored(listener: (batch: StoredPositions[]) => void): () => void {
    this.emitter.on('stored', listener);
    return () => this.emitter.off('stored', listener);
  }

  /** Only this instance's batches (what the bridge sends out). */
  onLocal(listener: (batch: LocalPositions[]) => void): () => void {
    this.emitter.on('local', listener);
    return () => this.emitter.off('local', listener);
  }
}
