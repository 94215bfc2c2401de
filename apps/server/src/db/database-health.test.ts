import { describe, expect, it, vi } from 'vitest';
import { DatabaseHealth, type DatabaseState } from './database-health.ts';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

/** A database that is up or down as the test says, counting the probes it answers. */
function fakeDatabase() {
  const db = { up: true, probes: 0 };
  const probe = async () => {
    db.probes++;
    if (!db.up) throw refused();
  };
  return { db, probe };
}

const options = { minDelayMs: 5, maxDelayMs: 20 };

describe('DatabaseHealth', () => {
  it('treats one ended connection as nothing when the database still answers', async () => {
    const { db, probe } = fakeDatabase();
    const health = new DatabaseHealth(probe, undefined, options);
    const changes: DatabaseState[] = [];
    health.onChange((state) => changes.push(state));
    health.suspect(terminated());
    await health.check();
    expect(health.available).toBe(true);
    expect(changes).toEqual([]);
    expect(db.probes).toBeGreaterThan(0);
  });

  it('ignores errors that do not say the database is away', async () => {
    const { db, probe } = fakeDatabase();
    const health = new DatabaseHealth(probe, undefined, options);
    health.suspect(Object.assign(new Error('duplicate key'), { code: '23505' }));
    health.suspect(new Error('Cannot read properties of undefined'));
    expect(db.probes).toBe(0);
  });

  it('goes unavailable when the probe fails, probes again until the database is back, and says so once each way', async () => {
    const { db, probe } = fakeDatabase();
    const health = new DatabaseHealth(probe, undefined, options);
    const changes: DatabaseState[] = [];
    health.onChange((state) => changes.push(state));
    db.up = false;
    health.suspect(terminated());
    await vi.waitFor(() => expect(health.available).toBe(false));
    // it keeps probing by itself while away
    const probesWhileAway = db.probes;
    await vi.waitFor(() => expect(db.probes).toBeGreaterThan(probesWhileAway + 2));
    expect(health.current).toBe('unavailable');
    db.up = true;
    await vi.waitFor(() => expect(health.available).toBe(true));
    expect(changes).toEqual(['unavailable', 'available']);
    // back to rest: no probing while available
    const probesAfter = db.probes;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(db.probes).toBe(probesAfter);
    health.stop();
  });

  it('runs one probe at a time however many failures arrive together', async () => {
    let release: () => void = () => {};
    let probes = 0;
    const health = new DatabaseHealth(
      () => {
        probes++;
        return new Promise<void>((resolve) => (release = resolve));
      },
      undefined,
      options,
    );
    for (let i = 0; i < 20; i++) health.suspect(refused());
    expect(probes).toBe(1);
    release();
    await health.check();
    health.stop();
  });

  it('stops probing once stopped (shutdown)', async () => {
    const { db, probe } = fakeDatabase();
    const health = new DatabaseHealth(probe, undefined, options);
    db.up = false;
    await health.check();
    health.stop();
    const probes = db.probes;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(db.probes).toBe(probes);
  });

  it('is ready only once migrations are applied', () => {
    const health = new DatabaseHealth(async () => {});
    expect(health.migrationsDone).toBe(false);
    health.markMigrated();
    expect(health.migrationsDone).toBe(true);
  });
});
