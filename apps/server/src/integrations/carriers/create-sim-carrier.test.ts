import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createSimCarrier } from './create-sim-carrier.ts';
import { FAKE_CLIENT, fakeOneNce } from './one-nce/fake-one-nce.test-helper.ts';
import { OneNceCarrier } from './one-nce/one-nce-carrier.ts';
import { SandboxCarrier } from './sandbox/sandbox-carrier.ts';

const db = {} as Db; // neither carrier touches the database until it is used

describe('createSimCarrier', () => {
  it('is the sandbox when no 1NCE credentials are set', () => {
    const carrier = createSimCarrier(loadConfig({}), db);
    expect(carrier).toBeInstanceOf(SandboxCarrier);
    expect(carrier.name).toBe('sandbox');
  });

  it('is still the sandbox with only half of the credentials', () => {
    expect(createSimCarrier(loadConfig({ CARRIER_1NCE_CLIENT_ID: 'id' }), db)).toBeInstanceOf(SandboxCarrier);
  });

  it('is 1NCE when its client id and secret are set', () => {
    const config = loadConfig({ CARRIER_1NCE_CLIENT_ID: 'id', CARRIER_1NCE_CLIENT_SECRET: 'secret' });
    const carrier = createSimCarrier(config, db);
    expect(carrier).toBeInstanceOf(OneNceCarrier);
    expect(carrier.name).toBe('1nce');
  });

  it("sends 1NCE's calls to CARRIER_1NCE_API_URL when it is set", async () => {
    const fake = await fakeOneNce();
    try {
      fake.addSim('89882280660000000049', {
        status: 'Enabled',
        activation_date: '2024-02-01T00:00:00.000+0000',
      });
      const config = loadConfig({
        CARRIER_1NCE_CLIENT_ID: FAKE_CLIENT.id,
        CARRIER_1NCE_CLIENT_SECRET: FAKE_CLIENT.secret,
        CARRIER_1NCE_API_URL: fake.url,
      });
      await expect(createSimCarrier(config, db).status('89882280660000000049')).resolves.toMatchObject({
        state: 'active',
      });
      expect(fake.tokenRequests).toBe(1);
    } finally {
      await fake.close();
    }
  });
});
