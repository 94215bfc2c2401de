import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  iccidProblem,
  luhnValid,
  SANDBOX_CARRIER_MESSAGES,
  SANDBOX_CARRIER_TEST_ICCIDS,
  type SandboxCarrierBehaviour,
} from '@lodestar/contracts';
import { sandboxCarrierSims } from '../../../db/schema/sims.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { CarrierError } from '../sim-carrier.ts';
import { SandboxCarrier } from './sandbox-carrier.ts';

const HOUR = 3_600_000;
let t: TestApp;
let clock: Date;
/** A sandbox on the test app's database whose activation takes an hour, on a clock the test moves. */
const slowCarrier = () => new SandboxCarrier(t.database.db, { activationMs: HOUR, now: () => clock });
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

// a fresh SIM per test (valid ICCIDs: 19 digits, then the Luhn check digit)
let serial = 0;
function freshIccid(): string {
  const body = `8901260${String(++serial).padStart(12, '0')}`;
  const check = [...'0123456789'].find((digit) => luhnValid(`${body}${digit}`));
  return `${body}${check}`;
}
const testIccid = (behaviour: SandboxCarrierBehaviour) =>
  SANDBOX_CARRIER_TEST_ICCIDS.find((test) => test.behaviour === behaviour)!.iccid;

async function carrierErrorOf(call: Promise<unknown>): Promise<CarrierError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CarrierError);
  return error as CarrierError;
}

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CARRIER_ACTIVATION_MS: '0' });
}, 30_000);
afterAll(async () => {
  await t.close();
});

describe('the sandbox carrier', () => {
  it("is the app's carrier by default, and with no delay configured a SIM is active at once", async () => {
    const carrier = t.app.services.carrier;
    expect(carrier).toBeInstanceOf(SandboxCarrier);
    const iccid = freshIccid();
    expect(await carrier.status(iccid)).toEqual({ iccid, state: 'inactive', phone: null });
    const active = await carrier.activate(iccid);
    expect(active).toMatchObject({ iccid, state: 'active' });
    expect(active.phone).toMatch(/^\+1\d{3}5550(1\d\d)$/);
  });

  it('activates a SIM only once its activation time has passed, whichever instance is asked', async () => {
    clock = new Date('2025-05-01T10:00:00Z');
    const iccid = freshIccid();
    const one = slowCarrier();
    const two = slowCarrier();
    expect(await one.activate(iccid)).toEqual({ iccid, state: 'activating', phone: null });
    expect(await two.status(iccid)).toMatchObject({ state: 'activating' });

    later(HOUR - 1000);
    expect(await two.activate(iccid)).toMatchObject({ state: 'activating' }); // a repeat does not restart the wait
    later(1000);
    expect(await one.status(iccid)).toMatchObject({ state: 'active' });
    expect(await two.status(iccid)).toMatchObject({ state: 'active' });
  });

  it('books every SIM once, even when two instances see it first together', async () => {
    const iccid = freshIccid();
    await Promise.all([
      slowCarrier().status(iccid),
      slowCarrier().activate(iccid),
      slowCarrier().activate(iccid),
    ]);
    const rows = await t.database.db
      .select()
      .from(sandboxCarrierSims)
      .where(eq(sandboxCarrierSims.iccid, iccid));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe('activating');
  });

  it('gives an active SIM a stable phone number, none before', async () => {
    clock = new Date('2025-05-01T10:00:00Z');
    const iccid = freshIccid();
    const carrier = slowCarrier();
    await carrier.activate(iccid);
    expect(await carrier.refreshPhoneNumber(iccid)).toMatchObject({ state: 'activating', phone: null });
    later(HOUR);
    const first = await carrier.refreshPhoneNumber(iccid);
    expect(first.phone).toMatch(/^\+1\d{3}5550(1\d\d)$/);
    expect(await carrier.refreshPhoneNumber(iccid)).toEqual(first);
    expect(await slowCarrier().status(iccid)).toEqual(first);
  });

  it('deactivates a SIM, repeatably, and can start it again', async () => {
    const carrier = t.app.services.carrier;
    const iccid = freshIccid();
    await carrier.activate(iccid);
    expect(await carrier.deactivate(iccid)).toEqual({ iccid, state: 'deactivated', phone: null });
    expect(await carrier.deactivate(iccid)).toMatchObject({ state: 'deactivated' });
    expect(await carrier.activate(iccid)).toMatchObject({ state: 'active' });
  });

  it("refuses an ICCID that is not a SIM's", async () => {
    const error = await carrierErrorOf(t.app.services.carrier.status('8901260000000000001'));
    expect(error).toMatchObject({ kind: 'refused', message: SANDBOX_CARRIER_MESSAGES.unknown });
  });
});

describe('swapping', () => {
  it('starts the new SIM and retires the old one once the new one is live', async () => {
    clock = new Date('2025-05-01T10:00:00Z');
    const [old, next] = [freshIccid(), freshIccid()];
    const carrier = slowCarrier();
    await slowCarrier().activate(old);
    later(HOUR);

    expect(await carrier.swap(old, next)).toMatchObject({ iccid: next, state: 'activating' });
    expect(await carrier.status(old)).toMatchObject({ state: 'active' }); // the tracker is not cut off meanwhile
    expect(await carrier.swap(old, next)).toMatchObject({ state: 'activating' }); // a repeat changes nothing

    later(HOUR);
    expect(await slowCarrier().status(next)).toMatchObject({ state: 'active' });
    expect(await slowCarrier().status(old)).toEqual({ iccid: old, state: 'deactivated', phone: null });
    expect(await carrier.swap(old, next)).toMatchObject({ state: 'active' });
    expect(await carrier.status(old)).toMatchObject({ state: 'deactivated' });
  });

  it('with no delay, swaps at once; from no SIM, only starts the new one', async () => {
    const carrier = t.app.services.carrier;
    const [old, next, first] = [freshIccid(), freshIccid(), freshIccid()];
    await carrier.activate(old);
    expect(await carrier.swap(old, next)).toMatchObject({ state: 'active' });
    expect(await carrier.status(old)).toMatchObject({ state: 'deactivated' });
    expect(await carrier.swap(null, first)).toMatchObject({ iccid: first, state: 'active' });
  });

  it('refuses to swap a SIM for itself', async () => {
    const iccid = freshIccid();
    expect(await carrierErrorOf(t.app.services.carrier.swap(iccid, iccid))).toMatchObject({
      kind: 'refused',
    });
  });
});

describe('the test ICCIDs', () => {
  it('are valid ICCIDs, so forms let them through to the carrier', () => {
    for (const test of SANDBOX_CARRIER_TEST_ICCIDS) expect(iccidProblem(test.iccid)).toBeNull();
  });

  it('one is refused whatever is asked, and a swap to it leaves the old SIM in service', async () => {
    const carrier = t.app.services.carrier;
    const refused = testIccid('refused');
    const old = freshIccid();
    await carrier.activate(old);
    for (const call of [carrier.status(refused), carrier.activate(refused), carrier.swap(old, refused)]) {
      expect(await carrierErrorOf(call)).toMatchObject({
        kind: 'refused',
        message: SANDBOX_CARRIER_MESSAGES.refused,
      });
    }
    expect(await carrier.status(old)).toMatchObject({ state: 'active' });
  });

  it('one never finishes activating, and the SIM it would replace stays in service', async () => {
    clock = new Date('2025-05-01T10:00:00Z');
    const stuck = testIccid('never-activates');
    const old = freshIccid();
    const carrier = new SandboxCarrier(t.database.db, { activationMs: 0, now: () => clock }); // no delay, still never
    await carrier.activate(old);
    expect(await carrier.swap(old, stuck)).toMatchObject({ iccid: stuck, state: 'activating' });
    later(1000 * HOUR);
    expect(await slowCarrier().status(stuck)).toMatchObject({ state: 'activating' });
    expect(await slowCarrier().status(old)).toMatchObject({ state: 'active' });
  });

  it('one finds the carrier down: unavailable every time', async () => {
    const down = testIccid('unavailable');
    const carrier = t.app.services.carrier;
    for (const call of [carrier.status(down), carrier.activate(down), carrier.refreshPhoneNumber(down)]) {
      expect(await carrierErrorOf(call)).toMatchObject({
        kind: 'unavailable',
        message: SANDBOX_CARRIER_MESSAGES.unavailable,
      });
    }
  });
});
