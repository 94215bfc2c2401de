import type { BenchItem } from '../registry.ts';
import { percentile, tidy } from '../stats.ts';
import { DEPOT, prepareRules, rulesBench } from './bench-rules.ts';

/** Entries into the depot measured (each after a fix outside it). */
const ENTRIES = 40;
const WAIT_MS = 30_000;

/**
 * Issue 20: the time from a stored fix that enters a geofence to the webhook a rule sends for it, received by a
 * local HTTP receiver (WEBHOOK_ALLOWED_HOSTS=127.0.0.1): the OsmAnd report's 200 (the fix is stored) to the
 * POST's arrival. The path: geofence detection (gathered 200 ms), the geofence_enter event, the event
 * dispatcher, the rule, the outbox, the webhook sender. One tracker outside the ingest load drives out and in
 * ENTRIES times; p50 is the headline, p95 in the details.
 */
export const ruleWebhookLatency: BenchItem = {
  id: 'rule-webhook-latency',
  title: 'Fix entering a geofence to the rule webhook received (p50)',
  unit: 'ms',
  budget: () => null,
  prepare: async (database, fixture) => void (await prepareRules(database, fixture)),
  async run(ctx) {
    const { latencySerial, latencyRuleId, receiver } = await rulesBench();
    let second = Math.floor(Date.now() / 1000) - ENTRIES * 4;
    const send = async (lat: number) => {
      const query = new URLSearchParams({
        id: latencySerial,
        lat: String(lat),
        lon: String(DEPOT.lng),
        timestamp: String(++second),
        accuracy: '5',
      });
      const response = await fetch(`${ctx.osmandUrl}/?${query}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`report: ${response.status}`);
    };
    const latencies: number[] = [];
    let missed = 0;
    for (let i = 0; i < ENTRIES; i++) {
      await send(DEPOT.lat + 0.05);
      // the exit is judged (and its fix gathered) before the entry is sent
      await new Promise((resolve) => setTimeout(resolve, 400));
      const seen = receiver.hooks.length;
      await send(DEPOT.lat);
      const stored = performance.now();
      const deadline = stored + WAIT_MS;
      while (receiver.hooks.length === seen && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 5));
      const hook = receiver.hooks[seen];
      if (hook) latencies.push(hook.at - stored);
      else missed++;
    }
    receiver.close();
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      value: tidy(percentile(sorted, 50)),
      details: {
        p95Ms: tidy(percentile(sorted, 95)),
        maxMs: tidy(sorted[sorted.length - 1] ?? Number.NaN),
        entries: ENTRIES,
        received: latencies.length,
        missed,
        ruleId: latencyRuleId,
      },
    };
  },
};
