import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { rowsOf } from '../positions/sql-rows.ts';
import { signIn } from '../session/sign-in.test-helper.ts';
import { createGeofence, report, sentMails, serialOf } from './dispatch.test-helper.ts';

/** Digests wait for the end of their window: the test moves them due now and sends them. */
async function releaseDigests(t: TestApp) {
  await t.app.services.eventDispatch.drain();
  await t.app.services.outbox.drain();
  await t.database.db.execute(sql`update outbox set next_attempt_at = now() where status = 'pending'`);
  await t.app.services.outbox.drain();
}

describe('a burst of alerts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: await mkdtemp(path.join(tmpdir(), 'lodestar-bursts-')) });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(t.config.DATA_DIR, { recursive: true, force: true });
  });

  it('a tracker flapping 50 times at a geofence edge sends a few mails that tell every entry and exit', async () => {
    const admin = await signIn(t.app, 'admin@acme.test');
    await createGeofence(t.app, admin, t.demo.accounts.acme, 'Flap Yard', { lat: 37.4, lng: -101.7 });
    const truck = t.demo.devices.acme[5]!;
    const serial = await serialOf(t.database, truck);
    await report(t.app, serial, 60, { lat: 37.5, lon: -101.7 });
    for (let i = 0; i < 50; i++) {
      const inside = i % 2 === 0;
      await report(t.app, serial, 59 - i, { lat: inside ? 37.4 : 37.5, lon: -101.7 });
    }
    await releaseDigests(t);

    const mails = await sentMails(t.config.DATA_DIR, 'admin@acme.test');
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails.length).toBeLessThanOrEqual(3);
    const told = mails.flatMap((m) => m.text!.match(/(entered|left) Flap Yard/g) ?? []);
    expect(told.filter((s) => s.startsWith('entered'))).toHaveLength(25);
    expect(told.filter((s) => s.startsWith('left'))).toHaveLength(25);
    const name = (
      await rowsOf<{ name: string }>(t.database.db, sql`select name from devices where id = ${truck}`)
    )[0]!.name;
    expect(mails.some((m) => new RegExp(`^\\d+ alerts for ${name}$`).test(m.subject ?? ''))).toBe(true);
    // every event once for the admin's e-mail, none twice
    const [rows] = await rowsOf<{ n: number; events: number }>(
      t.database.db,
      sql`select count(*)::int as n, count(distinct event_id)::int as events from alert_deliveries a
        join users u on u.id = a.user_id where u.email = 'admin@acme.test' and a.channel = 'mail'
        and a.event_id in (select id from device_events where device_id = ${truck})`,
    );
    expect(rows).toEqual({ n: 50, events: 50 });
  }, 120_000);
});

/** A real SMTP server that refuses messages with a temporary error while `failing` is set. */
async function flakySmtp() {
  const state = { failing: true, received: [] as Buffer[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.failing)
          return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        state.received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('alerts while the mail server is down', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof flakySmtp>>;
  beforeAll(async () => {
    smtp = await flakySmtp();
    t = await createTestApp({ SMTP_URL: smtp.url });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('keeps the alert mails and sends each once when the server is back', async () => {
    const truck = t.demo.devices.driver[0]!;
    const serial = await serialOf(t.database, truck);
    await report(t.app, serial, 10);
    await report(t.app, serial, 9, { alarm: 'sos' });
    await t.app.services.eventDispatch.drain();
    await t.app.services.outbox.drain();
    const waiting = await rowsOf<{ status: string; attempts: number; last_error: string }>(
      t.database.db,
      sql`select status, attempts, last_error from outbox where channel = 'mail'`,
    );
    expect(waiting).toHaveLength(3);
    for (const row of waiting) expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(smtp.state.received).toHaveLength(0);

    smtp.state.failing = false;
    await t.database.db.execute(sql`update outbox set next_attempt_at = now() where status = 'pending'`);
    await t.app.services.outbox.drain();
    await t.app.services.eventDispatch.drain();
    await t.app.services.outbox.drain();
    const received = await Promise.all(smtp.state.received.map((raw) => simpleParser(raw)));
    const to = received.map((m) => [m.to ?? []].flat()[0]!.value[0]!.address).sort();
    expect(to).toEqual(['admin@acme.test', 'dispatch@acme.test', 'driver@acme.test']);
    for (const mail of received) expect(mail.subject).toMatch(/raised an SOS alarm$/);
  }, 60_000);
});
