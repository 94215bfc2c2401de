import { describe, expect, it } from 'vitest';
import { decodeOsmandQuery } from './osmand-decoder.ts';
import { macAddress, MAX_NETWORK_ENTRIES, networkFromQuery } from './report-network.ts';

const now = new Date('2025-06-01T12:00:00Z');

describe('OsmAnd cell and wifi parameters', () => {
  it('keeps every repeated cell and wifi, with and without a signal', () => {
    const dropped: string[] = [];
    expect(
      networkFromQuery(
        ['257,02,16,2224', '257,02,16,2223,-90'],
        ['00-14-22-01-23-45,-80', '00:1C:B3:09:85:15,-70'],
        dropped,
      ),
    ).toEqual({
      cellTowers: [
        { mcc: 257, mnc: 2, lac: 16, cid: 2224 },
        { mcc: 257, mnc: 2, lac: 16, cid: 2223, rssi: -90 },
      ],
      wifiAccessPoints: [
        { macAddress: '00:14:22:01:23:45', signalStrength: -80 },
        { macAddress: '00:1c:b3:09:85:15', signalStrength: -70 },
      ],
    });
    expect(dropped).toEqual([]);
  });

  it('drops entries it cannot read, keeping the others', () => {
    const dropped: string[] = [];
    const network = networkFromQuery(
      ['257,2,16', '257,2,16,x', '310,410,7033,17811'],
      ['zz:14:22:01:23:45,-80', '0014220123AB'],
      dropped,
    );
    expect(network).toEqual({
      cellTowers: [{ mcc: 310, mnc: 410, lac: 7033, cid: 17811 }],
      wifiAccessPoints: [{ macAddress: '00:14:22:01:23:ab' }],
    });
    expect(dropped).toEqual(['cell', 'cell', 'wifi']);
  });

  it('keeps at most the cap of entries', () => {
    const dropped: string[] = [];
    const many = Array.from({ length: MAX_NETWORK_ENTRIES + 3 }, (_, i) => `1,1,1,${i}`);
    expect(networkFromQuery(many, undefined, dropped)?.cellTowers).toHaveLength(MAX_NETWORK_ENTRIES);
    expect(dropped).toHaveLength(3);
  });

  it('reads MAC addresses with colons, dashes or nothing between the pairs', () => {
    expect(macAddress('AA-BB-CC-DD-EE-FF')).toBe('aa:bb:cc:dd:ee:ff');
    expect(macAddress('aabbccddeeff')).toBe('aa:bb:cc:dd:ee:ff');
    expect(macAddress('aa:bb-cc:dd:ee:ff')).toBeNull();
    expect(macAddress('aa:bb:cc:dd:ee')).toBeNull();
  });

  it('decodes a report of networks only, to be placed by the pipeline', () => {
    const report = decodeOsmandQuery(
      { id: '123456', timestamp: '1748779100', cell: '257,02,16,2224', wifi: '00-14-22-01-23-45,-80' },
      { speedUnit: 'kn', now },
    );
    expect([report.latitude, report.longitude]).toEqual([null, null]);
    expect(report.network?.cellTowers).toHaveLength(1);
    expect(report.attributes).toEqual({});
  });

  it('places by the networks rather than at 0,0 or at unreadable coordinates', () => {
    const decode = (lat: string, lon: string) =>
      decodeOsmandQuery({ id: 'a', lat, lon, cell: '257,02,16,2224' }, { speedUnit: 'kn', now });
    expect(decode('0', '0').latitude).toBeNull();
    const unreadable = decode('abc', '30');
    expect([unreadable.latitude, unreadable.dropped]).toEqual([null, ['lat']]);
    expect(decode('60', '30').latitude).toBe(60);
  });
});
