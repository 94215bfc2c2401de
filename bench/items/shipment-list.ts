import type { BenchItem } from '../registry.ts';
import { median, tidy } from '../stats.ts';
import { INGEST_LOAD, runIngestLoad } from './ingest-throughput.ts';
import { allowShipments, createBenchShipments, deleteBenchShipments, SHIPMENTS } from './bench-shipments.ts';

const RUNS = 7;

/**
 * Issue 19: the shipment list of an account with 5,000 shipments in the date window, with each one's current
 * position (the newest fix of its own track), as the list screen's map asks for it: all in one call. Median of 7
 * calls after one not counted; the trackers have positions (one ingest round first).
 */
export const shipmentList: BenchItem = {
  id: 'shipment-list',
  title: `Shipment list, ${SHIPMENTS.toLocaleString('en-US')} shipments in the window, with current positions`,
  unit: 'ms',
  budget: () => ({ value: 1_000, comparison: '<' }),
  prepare: allowShipments,
  async run(ctx) {
    const created = await createBenchShipments(ctx, INGEST_LOAD.serials());
    try {
      await runIngestLoad(ctx);
      const url = `${ctx.apiUrl}/api/accounts/${ctx.fixture.accountId}/shipments?with_current_position=1&include=device&per_page=${SHIPMENTS}`;
      const times: number[] = [];
      let listed = 0;
      let bytes = 0;
      for (let i = 0; i <= RUNS; i++) {
        const at = performance.now();
        const response = await fetch(url, { headers: { authorization: `Bearer ${ctx.token}` } });
        const text = await response.text();
        const elapsed = performance.now() - at;
        if (i === 0) continue;
        times.push(elapsed);
        listed = (JSON.parse(text) as { data: unknown[] }).data.length;
        bytes = text.length;
      }
      if (listed !== SHIPMENTS) ctx.log(`shipment-list: the list had ${listed} shipments`);
      return {
        value: tidy(median(times)),
        details: {
          shipments: created.length,
          listed,
          maxMs: tidy(Math.max(...times)),
          kilobytes: Math.round(bytes / 1024),
        },
      };
    } finally {
      await deleteBenchShipments(ctx);
    }
  },
};
