import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PositionNetwork } from '@lodestar/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGeolocator } from './create-geolocator.ts';
import { GoogleGeolocator } from './google-geolocator.ts';
import { OpenCellIdGeolocator } from './opencellid-geolocator.ts';
import { UnwiredGeolocator } from './unwired-geolocator.ts';

const sample = (name: string): string =>
  readFileSync(new URL(`./samples/${name}.json`, import.meta.url), 'utf8');

interface Seen {
  method: string;
  url: URL;
  body: unknown;
}

/** A stand-in for the services on loopback: records each request and answers what the test set. */
let server: Server;
let base: string;
let seen: Seen[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{}' };

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? JSON.parse(text) : undefined;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      seen.push({ method: request.method ?? '', url: new URL(request.url ?? '/', base), body });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

const answerWith = (status: number, name: string) => {
  answer = { status, body: sample(name) };
};

// Traccar's first OsmAnd case: two cells of 257/02 (one with a signal) and two access points
const network: PositionNetwork = {
  cellTowers: [
    { mcc: 257, mnc: 2, lac: 16, cid: 2224 },
    { mcc: 257, mnc: 2, lac: 16, cid: 2223, rssi: -90 },
  ],
  wifiAccessPoints: [
    { macAddress: '00:14:22:01:23:45', signalStrength: -80 },
    { macAddress: '00:1c:b3:09:85:15', signalStrength: -70 },
  ],
};

describe('Google Geolocation API format', () => {
  it('posts the cells and access points with the key and reads the location and accuracy', async () => {
    answerWith(200, 'google-found');
    const found = await new GoogleGeolocator('k-123', `${base}/geolocation/v1/geolocate`).locate(network);
    expect(found).toEqual({ latitude: 59.9342802, longitude: 30.3350986, accuracy: 1107.5 });
    const [request] = seen;
    expect(request!.method).toBe('POST');
    expect(request!.url.pathname).toBe('/geolocation/v1/geolocate');
    expect(request!.url.searchParams.get('key')).toBe('k-123');
    expect(request!.body).toEqual({
      considerIp: false,
      cellTowers: [
        { mobileCountryCode: 257, mobileNetworkCode: 2, locationAreaCode: 16, cellId: 2224 },
        {
          mobileCountryCode: 257,
          mobileNetworkCode: 2,
          locationAreaCode: 16,
          cellId: 2223,
          signalStrength: -90,
        },
      ],
      wifiAccessPoints: [
        { macAddress: '00:14:22:01:23:45', signalStrength: -80 },
        { macAddress: '00:1c:b3:09:85:15', signalStrength: -70 },
      ],
    });
  });

  it('has no location when the service knows none of the networks (404 notFound)', async () => {
    answerWith(404, 'google-not-found');
    await expect(new GoogleGeolocator('k', base).locate(network)).resolves.toBeNull();
  });

  it('fails on other errors without putting the key in the message', async () => {
    answer = { status: 403, body: '{"error":{"code":403,"message":"API key not valid"}}' };
    const failure = new GoogleGeolocator('secret-key', base).locate(network);
    await expect(failure).rejects.toThrow(/answered 403/);
    await expect(failure).rejects.not.toThrow(/secret-key/);
  });
});

describe('Unwired Labs', () => {
  it('posts the token, each cell with its codes and the access points by BSSID', async () => {
    answerWith(200, 'unwired-found');
    const found = await new UnwiredGeolocator('tok', `${base}/v2/process`).locate(network);
    expect(found).toEqual({ latitude: 59.93431, longitude: 30.33515, accuracy: 512 });
    expect(seen[0]!.body).toEqual({
      token: 'tok',
      mcc: 257,
      mnc: 2,
      cells: [
        { mcc: 257, mnc: 2, lac: 16, cid: 2224 },
        { mcc: 257, mnc: 2, lac: 16, cid: 2223, signal: -90 },
      ],
      wifi: [
        { bssid: '00:14:22:01:23:45', signal: -80 },
        { bssid: '00:1c:b3:09:85:15', signal: -70 },
      ],
      address: 0,
    });
  });

  it('has no location for "No matches found", and fails on a refused token', async () => {
    answerWith(200, 'unwired-no-match');
    await expect(new UnwiredGeolocator('tok', base).locate(network)).resolves.toBeNull();
    answerWith(200, 'unwired-bad-token');
    await expect(new UnwiredGeolocator('tok', base).locate(network)).rejects.toThrow(/Invalid token/);
  });
});

describe('OpenCellID', () => {
  it('asks for the strongest cell heard and reads its position and range', async () => {
    answerWith(200, 'opencellid-found');
    const found = await new OpenCellIdGeolocator('ock', `${base}/cell/get`).locate(network);
    expect(found).toEqual({ latitude: 59.934139, longitude: 30.334921, accuracy: 2013 });
    const query = Object.fromEntries(seen[0]!.url.searchParams);
    expect(seen[0]!.method).toBe('GET');
    expect(query).toEqual({ key: 'ock', mcc: '257', mnc: '2', lac: '16', cellid: '2223', format: 'json' });
  });

  it('has no location for an unknown cell, and asks nothing without cells', async () => {
    answerWith(200, 'opencellid-not-found');
    await expect(new OpenCellIdGeolocator('ock', base).locate(network)).resolves.toBeNull();
    await expect(
      new OpenCellIdGeolocator('ock', base).locate({ wifiAccessPoints: network.wifiAccessPoints }),
    ).resolves.toBeNull();
    expect(seen).toHaveLength(1);
  });
});

describe('GEOLOCATION setting', () => {
  it('is off when unset, and names the provider otherwise', () => {
    expect(createGeolocator(undefined)).toBeNull();
    expect(createGeolocator('  ')).toBeNull();
    expect(createGeolocator('google:abc')?.name).toBe('google');
    expect(createGeolocator('unwired:tok:https://eu1.unwiredlabs.com/v2/process')?.name).toBe('unwired');
    expect(createGeolocator('opencellid:k')?.name).toBe('opencellid');
  });

  it('says what is wrong with a bad setting', () => {
    expect(() => createGeolocator('google')).toThrow(/without a key/);
    expect(() => createGeolocator('here:abc')).toThrow(/provider "here"/);
    expect(() => createGeolocator('google:abc:ftp://x')).toThrow(/http\(s\) URL/);
  });

  it('sends a Google-format request to another endpoint given after the key', async () => {
    answerWith(200, 'google-found');
    await createGeolocator(`google:ck:${base}/combain`)!.locate(network);
    expect(seen[0]!.url.pathname).toBe('/combain');
    expect(seen[0]!.url.searchParams.get('key')).toBe('ck');
  });
});
