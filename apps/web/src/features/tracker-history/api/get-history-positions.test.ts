import { PACKED_PATH_RECORD_BYTES, POSTGRES_EPOCH_MICROS } from '@lodestar/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiEffects } from '../../../api/api-effects.ts';
import { fetchHistoryPath } from './get-history-positions.ts';

const fetchMock = vi.fn<typeof fetch>();
const effects = {
  'sign-in': vi.fn(),
  forbidden: vi.fn(),
  'not-found': vi.fn(),
  'server-error': vi.fn(),
  unavailable: vi.fn(),
};

/** Two fixes as the server packs them: the second without a speed. */
function twoFixes(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(2 * PACKED_PATH_RECORD_BYTES);
  const view = new DataView(bytes.buffer);
  const fixes = [
    { seconds: 1_773_993_600, lng: -87.63, lat: 41.88, speed: 12.5 },
    { seconds: 1_773_993_660, lng: -87.62, lat: 41.89, speed: Number.NaN },
  ];
  fixes.forEach((fix, i) => {
    const at = i * PACKED_PATH_RECORD_BYTES;
    view.setBigInt64(at, BigInt(fix.seconds) * 1_000_000n - BigInt(POSTGRES_EPOCH_MICROS));
    view.setFloat64(at + 8, fix.lng);
    view.setFloat64(at + 16, fix.lat);
    view.setFloat32(at + 24, fix.speed);
  });
  return bytes;
}

beforeEach(() => {
  fetchMock.mockReset();
  for (const effect of Object.values(effects)) effect.mockReset();
  configureApiEffects(effects);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('fetchHistoryPath', () => {
  it('downloads the period packed and answers the columns the map draws', async () => {
    fetchMock.mockResolvedValue(
      new Response(twoFixes(), { headers: { 'content-type': 'application/octet-stream' } }),
    );
    const path = await fetchHistoryPath(1, 7, '2026-03-20T00:00:00Z', '2026-03-21T00:00:00Z');
    expect(path).toEqual({
      time: [1_773_993_600, 1_773_993_660],
      lng: [-87.63, -87.62],
      lat: [41.88, 41.89],
      speed: [12.5, null],
    });
    const [url] = fetchMock.mock.calls[0]!;
    expect(url).toBe(
      '/api/accounts/1/devices/7/positions?date_from=2026-03-20T00%3A00%3A00Z&date_to=2026-03-21T00%3A00%3A00Z&format=packed',
    );
  });

  it('gives the history screen the server’s message for a refused period, without the shared toast', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ message: 'The date range cannot exceed 366 days' }, { status: 422 }),
    );
    await expect(fetchHistoryPath(1, 7, '2024-01-01T00:00:00Z', null)).rejects.toMatchObject({
      status: 422,
      serverMessage: 'The date range cannot exceed 366 days',
    });
    for (const effect of Object.values(effects)) expect(effect).not.toHaveBeenCalled();
  });
});
