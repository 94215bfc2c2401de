import { describe, expect, it } from 'vitest';
import { decideErrorAction } from './error-action.ts';

describe('decideErrorAction', () => {
  it('signs out on 401, opens Forbidden on 403 and Not Found on 404', () => {
    expect(decideErrorAction(401, '/me')).toBe('sign-in');
    expect(decideErrorAction(403, '/accounts/2/devices')).toBe('forbidden');
    expect(decideErrorAction(404, '/devices/9')).toBe('not-found');
  });

  it('ignores a 404 from the nearest-geofence lookup, with or without a query', () => {
    expect(decideErrorAction(404, '/accounts/3/geofence/nearest')).toBeNull();
    expect(decideErrorAction(404, '/accounts/3/geofence/nearest?lat=1&lng=2')).toBeNull();
    // only that lookup: a geofence called "nearest…" elsewhere still counts as missing
    expect(decideErrorAction(404, '/accounts/3/geofence/nearest-stores')).toBe('not-found');
    expect(decideErrorAction(403, '/accounts/3/geofence/nearest')).toBe('forbidden');
  });

  it('shows the refresh toast for server faults', () => {
    expect(decideErrorAction(500, '/me')).toBe('server-error');
    expect(decideErrorAction(502, '/me')).toBe('server-error');
  });

  it('shows the database notice, not a reload toast, while the server answers 503', () => {
    expect(decideErrorAction(503, '/accounts/1/device-list')).toBe('unavailable');
  });

  it('leaves cancelled requests, network failures and other client errors to the screen', () => {
    expect(decideErrorAction(499, '/me')).toBeNull();
    expect(decideErrorAction(0, '/me')).toBeNull();
    expect(decideErrorAction(422, '/users/1')).toBeNull();
    expect(decideErrorAction(429, '/token')).toBeNull();
    expect(decideErrorAction(200, '/me')).toBeNull();
  });
});
