import { dwellFixtureOf } from '../fixtures/dwell-fixture.ts';
import type { BenchItem } from '../registry.ts';
import { median, tidy } from '../stats.ts';
import { checkedGet, prepareDwell } from './dwell-bench-session.ts';

const RUNS = 9;

/**
 * Issue 28: the trackers inside one geofence now (a dwell row expanded), for the fullest yard of the dwell
 * fixture (about 500 pallets inside, each with its groups): median of RUNS answers after one not counted.
 */
export const dwellDevices: BenchItem = {
  id: 'dwell-devices',
  title: "Dwell devices, one geofence's trackers inside now (the fullest yard)",
  unit: 'ms',
  budget: () => ({ value: 100, comparison: '<' }),
  prepare: prepareDwell,
  async run(ctx) {
    const { accountId, fullestGeofenceId, insideFullest } = dwellFixtureOf();
    const path = `/accounts/${accountId}/dwell/geofences/${fullestGeofenceId}/devices`;
    const times: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const { ms, body } = await checkedGet(ctx, path);
      const rows = (body as { data: unknown[] }).data.length;
      if (rows !== insideFullest) throw new Error(`${rows} trackers listed, ${insideFullest} inside`);
      if (i > 0) times.push(ms);
    }
    return { value: tidy(median(times)), details: { max: tidy(Math.max(...times)), inside: insideFullest } };
  },
};
