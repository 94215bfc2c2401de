import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathTo } from '@lodestar/contracts';
import { commands, ruleRuns } from '../../../db/schema/index.ts';
import { signIn } from '../../session/sign-in.test-helper.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pruneRuleRuns, RUNS_KEPT_PER_RULE } from './rule-runs.repository.ts';
import { brandLinks } from '../../../http/brand-links.ts';
import {
  createRule,
  deliveriesOf,
  demoTrackers,
  report,
  runsOf,
  zoneId,
  type DemoTracker,
} from './rules-engine.test-helper.ts';

let t: TestApp;
let admin: string;
let acme: number;
let trackers: DemoTracker[];
let next = 0;
const tracker = () => trackers[next++]!;
const farm = { lat: 38.7, lng: -99.8 };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@acme.test');
  acme = t.demo.accounts.acme;
  trackers = await demoTrackers(t.database, t.demo.devices.acme);
}, 60_000);
afterAll(() => t.close());

/** A data command of the model made for one test. */
async function modelCommand(modelId: number, text: string) {
  const [row] = await t.database.db
    .insert(commands)
    .values({ modelId, title: `Test ${text}`, commands: text, hasArguments: text.includes('__') })
    .returning({ id: commands.id });
  return row!.id;
}

const positionOf = (id: number) => [
  { type: 'tracker_list', values: [id] },
  { type: 'message_content', operator: 'and', value: 'position' },
];

describe("a rule's e-mail", () => {
  it("links to the tracker and the rule on the business brand's host for a business account", async () => {
    const a = tracker();
    const rule = await createRule(t.app, admin, acme, {
      name: 'Mail me',
      conditions: positionOf(a.id),
      actions: [
        {
          type: 'send_email',
          email_addresses: 'ops@acme.test',
          subject: 'Position',
          body: 'It reported.',
          timezone_id: await zoneId(t.database, 'America/Chicago'),
        },
      ],
    });
    await report(t.app, a.serial, farm);
    const [run] = await runsOf(t.database, rule.id);
    expect(run?.outcome).toBe('fired');
    const [mail] = await deliveriesOf(t.database, run!.id);
    const text = (mail!.payload as { text: string }).text;
    const business = brandLinks(t.config).business;
    expect(new URL(business).hostname).toBe(t.config.BUSINESS_HOST);
    expect(text).toContain(`Tracker: ${business}${pathTo('DeviceDetailsView', { id: a.id })}`);
    expect(text).toContain(`Rule: ${business}${pathTo('RulesEditView', { id: rule.id })}`);
  }, 30_000);
});

describe('runs that did not act, and why', () => {
  it('fails a command that needs arguments, and one no longer offered for the model', async () => {
    const a = tracker();
    const withArgs = await modelCommand(a.modelId, 'SETINT __SECONDS__');
    const gone = await modelCommand(a.modelId, 'REBOOT');
    const rule = await createRule(t.app, admin, acme, {
      name: 'Commands',
      conditions: positionOf(a.id),
      actions: [
        { type: 'send_command_to_tracker', tracker_type: a.modelId, command: withArgs },
        { type: 'send_command_to_tracker', tracker_type: a.modelId, command: gone },
      ],
    });
    await t.database.db.delete(commands).where(eq(commands.id, gone));
    await report(t.app, a.serial, farm);
    const [run] = await runsOf(t.database, rule.id);
    expect(run).toMatchObject({ outcome: 'failed', deviceId: a.id });
    expect(run!.reason).toBe(
      "send_command_to_tracker: the command needs arguments a rule cannot give; send_command_to_tracker: the command is not available for this tracker's model",
    );
  }, 30_000);

  it(`keeps the newest ${RUNS_KEPT_PER_RULE} runs of a rule`, async () => {
    const a = tracker();
    const rule = await createRule(t.app, admin, acme, {
      name: 'Busy',
      conditions: positionOf(a.id),
      actions: [{ type: 'send_webhook', url: 'https://hooks.example.com/busy' }],
    });
    await t.database.db.execute(sql`
      insert into rule_runs (rule_id, account_id, device_id, outcome, reason)
      select ${rule.id}, ${acme}, ${a.id}, 'skipped', 'run ' || n from generate_series(1, ${RUNS_KEPT_PER_RULE + 20}) n`);
    await pruneRuleRuns(t.database.db, rule.id);
    const kept = await t.database.db
      .select({ reason: ruleRuns.reason })
      .from(ruleRuns)
      .where(eq(ruleRuns.ruleId, rule.id));
    expect(kept).toHaveLength(RUNS_KEPT_PER_RULE);
    expect(kept.map((r) => r.reason)).not.toContain('run 20');
    expect(kept.map((r) => r.reason)).toContain('run 21');
  }, 30_000);
});
