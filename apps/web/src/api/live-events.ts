import type { TrackerEvent } from '@lodestar/contracts';

/** Tracker events pushed for the account the socket watches, as one batch per controller flush. */
export interface LiveEventBatch {
  accountId: number;
  /** Oldest first, in the shape of GET /devices/{id}/events items. */
  events: TrackerEvent[];
}

export type LiveEventListener = (batch: LiveEventBatch) => void;

/**
 * Who hears live tracker events besides the query cache (alerts and an unread count, issue 20). A module-level
 * registry rather than the controller instance, because the controller is replaced whenever the user or account
 * changes while a navigation badge stays mounted.
 */
export class LiveEvents {
  private readonly listeners = new Set<LiveEventListener>();

  /** Returns the unsubscribe function (a React effect's cleanup). */
  subscribe(listener: LiveEventListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  emit(batch: LiveEventBatch): void {
    for (const listener of this.listeners) {
      try {
        listener(batch);
      } catch (err) {
        // one broken listener must not keep the others (or the cache update) from the batch
        console.error('Live events listener failed:', err);
      }
    }
  }
}

export const liveEvents = new LiveEvents();

/**
 * Cache keys of the event lists the controller refreshes when events arrive. They mirror the features' keys
 * (tracker-details-keys.ts allEvents, geofence-keys.ts), because shared code must not import features; a test
 * checks they agree.
 */
export const eventQueryKeys = {
  /** Every page and range of one tracker's events list (tracker details). */
  trackerEvents: (deviceId: number) => ['devices', deviceId, 'events'] as const,
  /** Every page and range of the account's events list (GET /accounts/{id}/events, the alerts of issue 20). */
  accountEvents: (accountId: number) => ['accounts', accountId, 'events'] as const,
  /** Every geofence's events (geofence details), and who is inside each now. */
  geofenceEvents: (accountId: number) => ['accounts', accountId, 'geofences', 'events'] as const,
  geofenceInside: (accountId: number) => ['accounts', accountId, 'geofences', 'inside'] as const,
};
