import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveAudioMinutes } from '../../sims/sims.test-helper.ts';
import { utilityTestApp, type UtilityTestApp } from '../utilities.test-helper.ts';

let u: UtilityTestApp;
beforeAll(async () => {
  u = await utilityTestApp();
});
afterAll(() => u.close());

describe('Add/Remove Minutes', () => {
  it('adds and removes live audio minutes, audited with the account', async () => {
    const acme = u.t.demo.accounts.acme;
    const before = await liveAudioMinutes(u.t.database.db, acme);
    const added = await u.run('add-remove-minutes', { account_id: acme, minutes: 120 });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toEqual({
      message: `120 minutes added to Acme Logistics's live audio: ${before + 120} left.`,
      details: { account_id: acme, live_audio_minutes: before + 120 },
    });
    const removed = await u.run('add-remove-minutes', { account_id: acme, minutes: -20 });
    expect(removed.json().data.details.live_audio_minutes).toBe(before + 100);
    expect(await u.lastAudit()).toMatchObject({
      actingAdminId: u.t.demo.users.ops,
      userId: u.t.demo.users.ops,
      accountId: acme,
      details: {
        action: 'add-remove-minutes',
        input: { account_id: acme, minutes: -20 },
        outcome: 'ok',
        message: removed.json().data.message,
      },
    });
  });

  it('refuses to go below 0, saying how many are left, and changes nothing', async () => {
    const rivera = u.t.demo.accounts.rivera;
    const left = await liveAudioMinutes(u.t.database.db, rivera);
    const res = await u.run('add-remove-minutes', { account_id: rivera, minutes: -(left + 1) });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(
      new RegExp(`has only ${left} live audio minutes left: remove at most ${left}\\.$`),
    );
    expect(await liveAudioMinutes(u.t.database.db, rivera)).toBe(left);
    expect((await u.lastAudit()).details).toMatchObject({ outcome: 'refused', message: res.json().message });
  });

  it('refuses an account that does not exist (404) and a dry run (400)', async () => {
    const res = await u.run('add-remove-minutes', { account_id: 999_999, minutes: 5 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No account has the id 999999.');
    const dry = await u.dryRun('add-remove-minutes', { account_id: u.t.demo.accounts.acme, minutes: 5 });
    expect(dry.statusCode).toBe(400);
    expect(dry.json().message).toBe('This action runs at once: it has no dry run.');
  });
});
