import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSettings, accounts } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  contextOf,
  inputOf,
  lastUtilityAudit,
  postUtility,
  refusalOf,
  single,
} from './action-context.test-helper.ts';
import { NO_FLAGS, setFlagsAction } from './set-flags.action.ts';

const action = single(setFlagsAction);

let t: TestApp;
let rivera: number;
beforeAll(async () => {
  t = await createTestApp();
  rivera = t.demo.accounts.rivera;
}, 60_000);
afterAll(() => t.close());

const run = (raw: object) => action.run(inputOf('set-flags', raw), contextOf(t));
const accountRow = async (id: number) =>
  (await t.database.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;
const settingsOf = (id: number) =>
  t.database.db
    .select({ code: accountSettings.code, value: accountSettings.value })
    .from(accountSettings)
    .where(eq(accountSettings.accountId, id))
    .orderBy(accountSettings.code);

describe('Set Flags', () => {
  it('sets only the given account flags and hides the SIM banner with the account setting', async () => {
    const before = await accountRow(rivera);
    const settings = await settingsOf(rivera);
    const result = await run({
      account_id: rivera,
      flags: { has_rules_engine: true, can_track_shipments: true, hide_sim_replacement_banner: true },
    });
    expect(result.message).toBe(
      'Rivera Family: can_track_shipments on, has_rules_engine on, hide_sim_replacement_banner on.',
    );
    expect(result.details).toMatchObject({
      account_id: rivera,
      changed: ['can_track_shipments', 'has_rules_engine', 'hide_sim_replacement_banner'],
      flags: {
        is_b2b_account: before.isB2bAccount,
        has_rules_engine: true,
        hide_sim_replacement_banner: true,
      },
    });
    expect(await accountRow(rivera)).toEqual({ ...before, hasRulesEngine: true, canTrackShipments: true });
    expect(await settingsOf(rivera)).toEqual(
      [...settings, { code: 'hide_sim_replacement_banner', value: 'true' }].sort((a, b) =>
        a.code.localeCompare(b.code),
      ),
    );
  });

  it('shows the banner again by removing the setting, and says which flags were already so', async () => {
    const result = await run({
      account_id: rivera,
      flags: { hide_sim_replacement_banner: false, has_rules_engine: true },
    });
    expect(result.message).toBe(
      'Rivera Family: hide_sim_replacement_banner off (already so: has_rules_engine on).',
    );
    expect((await settingsOf(rivera)).map((s) => s.code)).not.toContain('hide_sim_replacement_banner');
    expect((await accountRow(rivera)).hasRulesEngine).toBe(true);
  });

  it('lets the rules engine know when has_rules_engine changes', async () => {
    const told: number[] = [];
    const rules = t.app.services.rules;
    const changed = rules.changed.bind(rules);
    rules.changed = (id: number) => {
      told.push(id);
      changed(id);
    };
    try {
      await run({ account_id: rivera, flags: { has_rules_engine: false } });
      await run({ account_id: rivera, flags: { has_rules_engine: false, uses_gpx_app: true } });
    } finally {
      rules.changed = changed;
    }
    expect(told).toEqual([rivera]);
  });

  it('refuses no flags and an unknown account, changing nothing', async () => {
    const before = await accountRow(rivera);
    const none = await refusalOf(run({ account_id: rivera, flags: {} }));
    expect([none.statusCode, none.message]).toEqual([422, NO_FLAGS]);
    const unknown = await refusalOf(run({ account_id: 999_999, flags: { has_api_access: true } }));
    expect([unknown.statusCode, unknown.message]).toEqual([404, 'No account has the id 999999.']);
    expect(await accountRow(rivera)).toEqual(before);
  });
});

describe('POST /api/utilities/set-flags', () => {
  it('sets through the route, audited with the account; bad input is a 422 naming the field', async () => {
    const res = await postUtility(t, 'set-flags', { account_id: rivera, flags: { included_in_cs: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await accountRow(rivera)).includedInCs).toBe(true);
    expect(await lastUtilityAudit(t)).toMatchObject({
      accountId: rivera,
      details: {
        action: 'set-flags',
        outcome: 'ok',
        input: { account_id: rivera, flags: { included_in_cs: true } },
      },
    });
    const bad = await postUtility(t, 'set-flags', { account_id: rivera, flags: { included_in_cs: 'yes' } });
    expect(bad.statusCode).toBe(422);
  });
});
