import { describe, expect, it } from 'vitest';
import { decodeOsmandQuery } from '../../server/src/ingest/osmand-decoder.ts';
import { BLE_REACH_METRES, DEMO_ANCHOR_LAYOUT, demoBleAnchors } from './ble-anchors.ts';
import { demoTrackerSpec } from './demo-layout.ts';
import { distanceMetres } from './geo.ts';
import { lifeQueries } from './load-fleet.ts';
import { osmandQuery } from './osmand-query.ts';
import { placeOf } from './places/index.ts';
import { reportAt } from './report.ts';
import { TrackerLife, type TrackerState } from './tracker-life.ts';

const HOUR = 3_600_000;
const FROM = Date.UTC(2026, 2, 2);
const anchors = demoBleAnchors();
const warehouse = placeOf('midwest', 'bolingbrook');
const anchorSerials = DEMO_ANCHOR_LAYOUT.map((a) => a.serial as string);
// the demo's pallet tags are LS100055..LS100068; those of the Midwest stand in its warehouses now and then
const tags = Array.from({ length: 14 }, (_, i) => demoTrackerSpec(`LS1000${55 + i}`)!).filter(
  (spec) => spec.region === 'midwest',
);

/** The first hour in four weeks at which a tag stands at the given place (the simulation is deterministic). */
function standingAt(placeKey: string): { life: TrackerLife; time: number; state: TrackerState } {
  for (let time = FROM; time < FROM + 28 * 24 * HOUR; time += HOUR) {
    for (const spec of tags) {
      const life = new TrackerLife(spec);
      const state = life.stateAt(time);
      if (!state.moving && state.place?.key === placeKey) return { life, time, state };
    }
  }
  throw new Error(`no demo tag stands at ${placeKey} in four weeks`);
}

const decode = (query: string, time: number) =>
  decodeOsmandQuery(Object.fromEntries(new URLSearchParams(query)), { speedUnit: 'kn', now: new Date(time) });

describe("the demo's pallet tags and Acme's BLE anchors", () => {
  it('places the demo anchors inside the Bolingbrook warehouse, each within reach of a tag standing there', () => {
    expect(tags.length).toBeGreaterThan(0);
    for (const a of anchors) expect(distanceMetres(a, warehouse)).toBeLessThan(BLE_REACH_METRES);
  });

  it('a tag standing at the warehouse reports one of its anchors, without coordinates, as the server reads it', () => {
    const { life, time, state } = standingAt('bolingbrook');
    const report = reportAt(life, time, state, anchors);
    expect(report.fix).toBe('ble');
    expect(anchorSerials).toContain(report.anchor);
    expect(report.anchor).not.toBe(life.spec.serial);
    // the same anchor through the stay: a pallet does not wander between dock doors
    expect(reportAt(life, time + 60_000, life.stateAt(time + 60_000), anchors).anchor).toBe(report.anchor);
    const query = osmandQuery(report);
    expect(query).toContain(`fix=ble&anchor=${report.anchor}`);
    expect(decode(query, time)).toMatchObject({
      deviceIdentifier: life.spec.serial,
      latitude: null,
      longitude: null,
      fix: 'ble',
      anchorSerial: report.anchor,
    });
  });

  it('a tag at another warehouse reports coordinates as before, and so does every tracker without anchors', () => {
    const elsewhere = standingAt('cicero');
    const away = reportAt(elsewhere.life, elsewhere.time, elsewhere.state, anchors);
    expect(away.anchor).toBeUndefined();
    const decoded = decode(osmandQuery(away), elsewhere.time);
    expect(decoded).toMatchObject({
      fix: 'ble',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    expect(decoded.anchorSerial ?? null).toBeNull();
    const home = standingAt('bolingbrook');
    expect(reportAt(home.life, home.time, home.state).anchor).toBeUndefined();
  });

  it("the command line's demo fleet sends the anchor too", () => {
    const { life, time } = standingAt('bolingbrook');
    const queries = lifeQueries([demoTrackerSpec(life.spec.serial)!], false, anchors);
    expect(queries(0, time)).toMatch(/&fix=ble&anchor=LS1000(65|66|67|68)/);
  });
});
