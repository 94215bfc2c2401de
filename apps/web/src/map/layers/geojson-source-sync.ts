import { LIVE_MAP } from '@lodestar/contracts';
import type { Feature, FeatureCollection, Point } from 'geojson';
import type { GeoJSONSourceDiff } from 'maplibre-gl';
import type { LivePace } from './live-pace.ts';

type PointFeature = Feature<Point>;
type FeatureId = string | number;

/** The part of a MapLibre GeoJSON source the sync uses, so tests can hand in a fake one. */
export interface SyncedSource {
  setData(data: FeatureCollection): Promise<void>;
  updateData(diff: GeoJSONSourceDiff): Promise<void>;
}

export interface GeoJsonSourceSyncOptions {
  /**
   * Updates after the first go out on the ticks of this clock, one per tick at most: a fixed number of
   * milliseconds, or the map's LivePace. Default LIVE_MAP.sourceInterval.
   */
  interval?: number | LivePace;
  /**
   * Resolves once the map has drawn an update (true), or gives up (false); the next update waits for it, and
   * the time it took is recorded in the LivePace.
   */
  settled?: () => Promise<boolean>;
  fullReplaceShare?: number;
}

/**
 * Keeps a clustered point source in step with the markers React computes, at a pace the map can draw. Each
 * update after the first sends only the markers whose feature object changed (the builders reuse unchanged
 * ones), so the page serialises a few hundred features instead of 10,000. Updates wait for the previous one
 * to be drawn and then for the next tick of `interval`, so live batches merge into one update per interval
 * whatever their rate; a change the user made (a filter, single mode) goes out as soon as the map is free.
 */
export class GeoJsonSourceSync {
  private sent = new Map<FeatureId, PointFeature>();
  private wanted: readonly PointFeature[] | null = null;
  private busy = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readyAt = 0;
  /** The waiting markers are the user's change, which goes out as soon as the map is free. */
  private urgent = false;
  private disposed = false;

  constructor(
    private readonly source: () => SyncedSource | undefined,
    private readonly options: GeoJsonSourceSyncOptions = {},
  ) {}

  /** The markers the source should hold; `urgent` sends them at once instead of at the next interval. */
  show(features: readonly PointFeature[], urgent = false): void {
    this.wanted = features;
    // an empty map shows its first markers at once
    if (urgent || this.sent.size === 0) {
      this.urgent = true;
      this.readyAt = 0;
    }
    this.schedule();
  }

  /** Markers are waiting to be sent (the map is still drawing an earlier update, or the next tick is due). */
  get waiting(): boolean {
    return this.wanted !== null;
  }

  /**
   * The source was created holding these markers (its first data went in with addSource, sparing the worker a
   * round trip with an empty set first); later updates are diffs against them.
   */
  adopt(features: readonly PointFeature[]): void {
    this.sent = new Map(features.map((feature) => [feature.id!, feature]));
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.busy || this.disposed || this.wanted === null) return;
    const wait = this.readyAt - performance.now();
    if (wait <= 0) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      void this.send();
    } else {
      this.timer ??= setTimeout(() => {
        this.timer = null;
        this.schedule();
      }, wait);
    }
  }

  private async send(): Promise<void> {
    const source = this.source();
    const features = this.wanted;
    if (!source || !features) return;
    this.wanted = null;
    this.urgent = false;
    const update = this.apply(source, features);
    if (!update) return;
    this.busy = true;
    const sentAt = performance.now();
    try {
      await update;
      const drawn = await this.options.settled?.();
      const { interval } = this.options;
      if (drawn && typeof interval === 'object') interval.record(performance.now() - sentAt);
    } catch (error) {
      // the next change sends the whole set again rather than a diff against an unknown state
      this.sent = new Map();
      console.error('The map could not take the new markers', error);
    } finally {
      this.busy = false;
      // the next tick of the interval's clock, which every synced source shares: the trackers and their
      // accuracy circles then update in the same frames rather than each costing its own redraws
      const { interval: clock = LIVE_MAP.sourceInterval } = this.options;
      const interval = typeof clock === 'number' ? clock : clock.interval;
      this.readyAt = this.urgent ? 0 : (Math.floor(performance.now() / interval) + 1) * interval;
      this.schedule();
    }
  }

  /** Sends what changed since the last update; null when nothing did. */
  private apply(source: SyncedSource, features: readonly PointFeature[]): Promise<void> | null {
    const next = new Map<FeatureId, PointFeature>();
    const add: PointFeature[] = [];
    const update: NonNullable<GeoJSONSourceDiff['update']> = [];
    for (const feature of features) {
      const id = feature.id!;
      next.set(id, feature);
      const before = this.sent.get(id);
      if (before === feature) continue;
      if (!before) add.push(feature);
      else
        update.push({
          id,
          newGeometry: feature.geometry,
          addOrUpdateProperties: Object.entries(feature.properties ?? {}).map(([key, value]) => ({
            key,
            value,
          })),
        });
    }
    const remove = [...this.sent.keys()].filter((id) => !next.has(id));
    const changes = add.length + update.length + remove.length;
    const previous = this.sent;
    this.sent = next;
    if (changes === 0) return null;
    const share = this.options.fullReplaceShare ?? LIVE_MAP.fullReplaceShare;
    if (previous.size === 0 || changes > share * Math.max(previous.size, next.size))
      return source.setData({ type: 'FeatureCollection', features: [...features] });
    return source.updateData({ add, update, remove });
  }
}
