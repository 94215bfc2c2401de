import type { Feature, FeatureCollection, Point } from 'geojson';
import type { GeoJSONSourceDiff } from 'maplibre-gl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_MAP } from '@lodestar/contracts';
import { GeoJsonSourceSync, type SyncedSource } from './geojson-source-sync.ts';
import { LivePace } from './live-pace.ts';

const INTERVAL = 1000;

function marker(id: number, lng = 0, name = `Truck ${id}`): Feature<Point> {
  return {
    type: 'Feature',
    id,
    geometry: { type: 'Point', coordinates: [lng, 0] },
    properties: { id, name },
  };
}

/** A source that remembers its features by id as MapLibre would, and what it was sent. */
class FakeSource implements SyncedSource {
  features = new Map<number | string, Feature<Point>>();
  calls: Array<{ kind: 'set'; count: number } | { kind: 'diff'; diff: GeoJSONSourceDiff }> = [];
  finish: Array<() => void> = [];

  private pending(): Promise<void> {
    return new Promise((resolve) => this.finish.push(resolve));
  }
  setData(data: FeatureCollection) {
    this.features = new Map(data.features.map((f) => [f.id!, f as Feature<Point>]));
    this.calls.push({ kind: 'set', count: data.features.length });
    return this.pending();
  }
  updateData(diff: GeoJSONSourceDiff) {
    for (const id of diff.remove ?? []) this.features.delete(id);
    for (const f of diff.add ?? []) this.features.set(f.id!, f as Feature<Point>);
    for (const u of diff.update ?? []) {
      const before = this.features.get(u.id)!;
      const properties = { ...before.properties };
      for (const { key, value } of u.addOrUpdateProperties ?? []) properties[key] = value;
      this.features.set(u.id, {
        ...before,
        geometry: (u.newGeometry as Point) ?? before.geometry,
        properties,
      });
    }
    this.calls.push({ kind: 'diff', diff });
    return this.pending();
  }
  /** The worker finished the oldest update. */
  async done() {
    this.finish.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
  }
}

let source: FakeSource;
let sync: GeoJsonSourceSync;

beforeEach(() => {
  vi.useFakeTimers();
  source = new FakeSource();
  sync = new GeoJsonSourceSync(() => source, { interval: INTERVAL });
});

afterEach(() => {
  sync.dispose();
  vi.useRealTimers();
});

describe('map source sync', () => {
  it('shows the first markers at once, in full', () => {
    sync.show([marker(1), marker(2), marker(3)]);
    expect(source.calls).toEqual([{ kind: 'set', count: 3 }]);
    expect([...source.features.keys()]).toEqual([1, 2, 3]);
  });

  it('sends only the markers that changed, as a diff, after the interval', async () => {
    const fleet = Array.from({ length: 10 }, (_, i) => marker(i + 1));
    sync.show(fleet);
    await source.done();
    const moved = marker(4, 9);
    const next = [...fleet.slice(0, 3), moved, ...fleet.slice(4, 9), marker(11)];
    sync.show(next);
    expect(source.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(source.calls).toHaveLength(2);
    const { diff } = source.calls[1] as { diff: GeoJSONSourceDiff };
    expect(diff.add?.map((f) => f.id)).toEqual([11]);
    expect(diff.update?.map((u) => u.id)).toEqual([4]);
    expect(diff.remove).toEqual([10]);
    expect(source.features.get(4)?.geometry.coordinates).toEqual([9, 0]);
    expect([...source.features.keys()].sort((a, b) => Number(a) - Number(b))).toEqual(next.map((f) => f.id));
  });

  it('merges the batches of one interval into one update with the newest markers', async () => {
    const fleet = Array.from({ length: 10 }, (_, i) => marker(i + 1));
    sync.show(fleet);
    await source.done();
    sync.show([marker(1, 1), ...fleet.slice(1)]);
    await vi.advanceTimersByTimeAsync(INTERVAL / 4);
    sync.show([marker(1, 2), marker(2, 2), ...fleet.slice(2)]);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(source.calls).toHaveLength(2);
    expect(source.features.get(1)?.geometry.coordinates).toEqual([2, 0]);
    expect(source.features.get(2)?.geometry.coordinates).toEqual([2, 0]);
  });

  it('waits for the map to take one update before sending the next', async () => {
    const fleet = Array.from({ length: 10 }, (_, i) => marker(i + 1));
    sync.show(fleet);
    sync.show([marker(1, 5), ...fleet.slice(1)], true);
    await vi.advanceTimersByTimeAsync(5 * INTERVAL);
    expect(source.calls).toHaveLength(1);
    await source.done();
    // a user's change does not wait for the interval, only for the update in progress
    expect(source.calls).toHaveLength(2);
    expect(source.features.get(1)?.geometry.coordinates).toEqual([5, 0]);
  });

  it('replaces everything when most markers changed, and sends nothing when none did', async () => {
    const fleet = [marker(1), marker(2), marker(3)];
    sync.show(fleet);
    await source.done();
    sync.show([...fleet]);
    await vi.advanceTimersByTimeAsync(2 * INTERVAL);
    expect(source.calls).toHaveLength(1);
    sync.show([marker(1, 1), marker(2, 1), fleet[2]!]);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(source.calls[1]).toEqual({ kind: 'set', count: 3 });
  });

  it('sends a source created with the first markers nothing again, and later changes as diffs', async () => {
    const fleet = Array.from({ length: 10 }, (_, i) => marker(i + 1));
    source.features = new Map(fleet.map((f) => [f.id!, f]));
    sync.adopt(fleet);
    sync.show(fleet, true);
    await vi.advanceTimersByTimeAsync(2 * INTERVAL);
    expect(source.calls).toEqual([]);
    sync.show([marker(1, 7), ...fleet.slice(1)]);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(source.calls).toHaveLength(1);
    const { diff } = source.calls[0] as { diff: GeoJSONSourceDiff };
    expect(diff.update?.map((u) => u.id)).toEqual([1]);
    expect(source.features.get(1)?.geometry.coordinates).toEqual([7, 0]);
  });

  it('sends nothing after it is disposed', async () => {
    sync.show([marker(1)]);
    await source.done();
    sync.show([marker(1, 3)]);
    sync.dispose();
    await vi.advanceTimersByTimeAsync(2 * INTERVAL);
    expect(source.calls).toHaveLength(1);
  });

  it('takes live updates less often while each one keeps the map busy for long', async () => {
    sync.dispose();
    const pace = new LivePace();
    let drawn: () => void = () => undefined;
    sync = new GeoJsonSourceSync(() => source, {
      interval: pace,
      settled: () => new Promise<boolean>((resolve) => (drawn = () => resolve(true))),
    });
    const fleet = Array.from({ length: 10 }, (_, i) => marker(i + 1));
    sync.show(fleet);
    await source.done();
    // the worker took it at once, but tiles and redraws kept the map busy for 800 ms
    await vi.advanceTimersByTimeAsync(800);
    drawn();
    await vi.advanceTimersByTimeAsync(0);
    expect(pace.interval).toBe(800 / LIVE_MAP.busyShare);
    sync.show([marker(1, 1), ...fleet.slice(1)]);
    await vi.advanceTimersByTimeAsync(LIVE_MAP.sourceInterval);
    expect(source.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(pace.interval);
    expect(source.calls).toHaveLength(2);
  });
});
