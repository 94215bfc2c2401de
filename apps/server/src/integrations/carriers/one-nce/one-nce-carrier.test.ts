import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CarrierError } from '../sim-carrier.ts';
import { OneNceCarrier } from './one-nce-carrier.ts';
import { FAKE_CLIENT, fakeOneNce, type FakeOneNce } from './fake-one-nce.test-helper.ts';

const OLD = '89882280660000000015';
const NEW = '89882280660000000023';
const UNKNOWN = '89882280660000000031';

let fake: FakeOneNce;
let clock: number;
const carrierWith = (options: { timeoutMs?: number; clientSecret?: string } = {}) =>
  new OneNceCarrier({
    clientId: FAKE_CLIENT.id,
    clientSecret: options.clientSecret ?? FAKE_CLIENT.secret,
    apiUrl: fake.url,
    timeoutMs: options.timeoutMs ?? 2_000,
    now: () => clock,
  });

beforeAll(async () => {
  fake = await fakeOneNce();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  clock = Date.parse('2025-05-01T10:00:00Z');
  fake.sims.clear();
  fake.calls.length = 0;
  fake.setTokenLifetime(3600);
  fake.addSim(OLD, {
    status: 'Enabled',
    activation_date: '2023-01-10T08:00:00.000+0000',
    msisdn: '882285100000018',
  });
  fake.addSim(NEW);
});

/** The CarrierError a call ends with (fails the test when it succeeds or throws anything else). */
async function carrierErrorOf(call: Promise<unknown>): Promise<CarrierError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CarrierError);
  return error as CarrierError;
}

describe('the token', () => {
  it('is fetched once and reused by later calls, and fetched again once it is about to expire', async () => {
    const carrier = carrierWith();
    const before = fake.tokenRequests;
    await Promise.all([carrier.status(OLD), carrier.status(NEW)]);
    await carrier.activate(NEW);
    expect(fake.tokenRequests - before).toBe(1);

    clock += 3600_000;
    await carrier.status(OLD);
    expect(fake.tokenRequests - before).toBe(2);
  });

  it('is replaced when 1NCE stops taking it, and the call still succeeds', async () => {
    const carrier = carrierWith();
    await carrier.status(OLD);
    fake.revokeTokens();
    await expect(carrier.status(OLD)).resolves.toMatchObject({ state: 'active' });
  });

  it('refused credentials leave the carrier unavailable, with words an admin can act on', async () => {
    const error = await carrierErrorOf(carrierWith({ clientSecret: 'wrong' }).status(OLD));
    expect(error).toMatchObject({
      kind: 'unavailable',
      message: 'The SIM carrier (1NCE) did not accept our API credentials.',
    });
  });
});

describe('a SIM', () => {
  it('is read by its ICCID without the check digit, with its phone number in international form', async () => {
    const carrier = carrierWith();
    expect(await carrier.status(OLD)).toEqual({ iccid: OLD, state: 'active', phone: '+882285100000018' });
    expect(await carrier.refreshPhoneNumber(OLD)).toEqual({
      iccid: OLD,
      state: 'active',
      phone: '+882285100000018',
    });
    expect(await carrier.status(NEW)).toMatchObject({ iccid: NEW, state: 'inactive' });
    expect(fake.calls.map((c) => c.path)).toContain(`/v2/sims/${OLD.slice(0, 19)}`);
  });

  it('is enabled by activate and disabled by deactivate, each only once when repeated', async () => {
    const carrier = carrierWith();
    expect(await carrier.activate(NEW)).toMatchObject({ state: 'active' });
    expect(fake.sims.get(NEW.slice(0, 19))?.status).toBe('Enabled');
    expect(await carrier.activate(NEW)).toMatchObject({ state: 'active' });

    expect(await carrier.deactivate(NEW)).toMatchObject({ state: 'deactivated' });
    expect(await carrier.deactivate(NEW)).toMatchObject({ state: 'deactivated' });
    expect(await carrier.status(NEW)).toMatchObject({ state: 'deactivated' });

    const changes = fake.calls.filter((c) => c.method === 'PUT').map((c) => c.body);
    expect(changes).toEqual([
      { iccid: NEW.slice(0, 19), status: 'Enabled' },
      { iccid: NEW.slice(0, 19), status: 'Disabled' },
    ]);
  });

  it('swaps by enabling the new SIM before disabling the old one', async () => {
    const carrier = carrierWith();
    expect(await carrier.swap(OLD, NEW)).toMatchObject({ iccid: NEW, state: 'active' });
    const changes = fake.calls
      .filter((c) => c.method === 'PUT')
      .map((c) => [c.path, (c.body as { status: string }).status]);
    expect(changes).toEqual([
      [`/v2/sims/${NEW.slice(0, 19)}`, 'Enabled'],
      [`/v2/sims/${OLD.slice(0, 19)}`, 'Disabled'],
    ]);
    expect(await carrier.status(OLD)).toMatchObject({ state: 'deactivated' });
  });

  it('swaps from a SIM 1NCE never knew (another carrier), or from none', async () => {
    const carrier = carrierWith();
    await expect(carrier.swap(UNKNOWN, NEW)).resolves.toMatchObject({ state: 'active' });
    await carrier.deactivate(NEW);
    await expect(carrier.swap(null, NEW)).resolves.toMatchObject({ state: 'active' });
  });
});

describe('errors', () => {
  it('a SIM 1NCE does not know is refused, and a swap to it changes nothing', async () => {
    const carrier = carrierWith();
    const error = await carrierErrorOf(carrier.activate(UNKNOWN));
    expect(error).toMatchObject({
      kind: 'refused',
      message: 'The SIM carrier (1NCE) does not know this SIM.',
    });
    await carrierErrorOf(carrier.swap(OLD, UNKNOWN));
    expect(await carrier.status(OLD)).toMatchObject({ state: 'active' });
  });

  it("1NCE's 500 is unavailable, and the next try works", async () => {
    const carrier = carrierWith();
    fake.failNext(500);
    expect(await carrierErrorOf(carrier.activate(NEW))).toMatchObject({ kind: 'unavailable' });
    await expect(carrier.activate(NEW)).resolves.toMatchObject({ state: 'active' });
  });

  it('a 400 to a change is refused', async () => {
    const carrier = carrierWith();
    fake.failNext(400, 'sims', 'PUT');
    expect(await carrierErrorOf(carrier.activate(NEW))).toMatchObject({ kind: 'refused' });
  });

  it('no answer in time is unavailable', async () => {
    const carrier = carrierWith({ timeoutMs: 200 });
    await carrier.status(OLD); // the token is in hand
    fake.delayNext(1_000);
    expect(await carrierErrorOf(carrier.status(OLD))).toMatchObject({ kind: 'unavailable' });
  });

  it('a token endpoint that fails or hangs is unavailable', async () => {
    fake.failNext(503, 'token');
    expect(await carrierErrorOf(carrierWith().status(OLD))).toMatchObject({ kind: 'unavailable' });
    fake.delayNext(1_000, 'token');
    expect(await carrierErrorOf(carrierWith({ timeoutMs: 200 }).status(OLD))).toMatchObject({
      kind: 'unavailable',
    });
  });

  it('a server that is not there is unavailable', async () => {
    const gone = new OneNceCarrier({
      clientId: 'x',
      clientSecret: 'y',
      apiUrl: 'http://127.0.0.1:9/management-api',
    });
    expect(await carrierErrorOf(gone.status(OLD))).toMatchObject({ kind: 'unavailable' });
  });
});
