import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anchor,
  anchorImage,
  anchorPage,
  ANCHOR_IMAGES_MAX,
  ANCHOR_TEXTS,
  type Anchor,
} from '@lodestar/contracts';
import {
  accounts,
  accountSettings,
  anchorImages,
  anchors,
  devices,
  geofences,
  models,
} from '../../db/schema/index.ts';
import { DEMO_ANCHORS, DEMO_ANCHOR_WAREHOUSE } from '../../db/seed/demo-anchors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, createUser, signIn } from '../session/sign-in.test-helper.ts';
import { JPEG_HEAD, LARGEST_IMAGE, multipartFile, PNG_1X1, pngOfSize } from './anchors.test-helper.ts';

let t: TestApp;
let acme: number;
let rivera: number;
let other: { account: number; anchor: number; serial: string; fence: number };
const tokens = {} as Record<'admin' | 'dispatch' | 'driver' | 'maria' | 'other', string>;
const serials = {} as Record<string, string>;

async function serialOf(name: string): Promise<string> {
  const [row] = await t.database.db
    .select({ serial: devices.serial })
    .from(devices)
    .where(eq(devices.name, name));
  return row!.serial;
}

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `/tmp/lodestar-anchors-test-${process.pid}` });
  acme = t.demo.accounts.acme;
  rivera = t.demo.accounts.rivera;
  const db = t.database.db;
  // another business with the BLE feature, one BLE tracker, a geofence and an anchor
  const [row] = await db
    .insert(accounts)
    .values({ title: 'Other Business', isB2bAccount: true })
    .returning({ id: accounts.id });
  await db.insert(accountSettings).values({ accountId: row!.id, code: 'ble_tags', value: '1' });
  await createUser(t.database, { email: 'other@business.test', accountId: row!.id, role: 'admin' });
  const [ble] = await db.select({ id: models.id }).from(models).where(eq(models.bleSupport, true));
  await db
    .insert(devices)
    .values({ accountId: row!.id, modelId: ble!.id, name: 'Their Tag', serial: 'OTHER-TAG-1' });
  const [fence] = await db
    .insert(geofences)
    .values({ accountId: row!.id, name: 'Theirs', address: 'x', latitude: 1, longitude: 1, radius: 100 })
    .returning({ id: geofences.id });
  const [theirs] = await db
    .insert(anchors)
    .values({ accountId: row!.id, name: 'Their Anchor', serial: 'OTHER-TAG-1', latitude: 1, longitude: 1 })
    .returning({ id: anchors.id });
  other = { account: row!.id, anchor: theirs!.id, serial: 'OTHER-TAG-1', fence: fence!.id };
  for (const name of ['Pallet Tag 01', 'Pallet Tag 02', 'Pallet Tag 03', 'Pallet Tag 04', 'Truck 01'])
    serials[name] = await serialOf(name);
  for (const [key, email] of [
    ['admin', 'admin@acme.test'],
    ['dispatch', 'dispatch@acme.test'],
    ['driver', 'driver@acme.test'],
    ['maria', 'maria@rivera.test'],
    ['other', 'other@business.test'],
  ] as const)
    tokens[key] = await signIn(t.app, email);
}, 60_000);
afterAll(() => t.close());

const base = (accountId = acme) => `/api/accounts/${accountId}/anchors`;

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token: string | null = tokens.admin,
) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined && { payload: payload as object }),
  });
}

function upload(
  anchorId: number,
  file: ReturnType<typeof multipartFile>,
  token: string | null = tokens.admin,
) {
  return t.app.inject({
    method: 'POST',
    url: `${base()}/${anchorId}/images`,
    headers: { ...file.headers, ...(token ? bearer(token) : {}) },
    payload: file.payload,
  });
}

const body = (serial: string, over: object = {}) => ({
  name: 'Loading Bay',
  serial,
  address: '500 Remington Blvd, Bolingbrook, IL',
  radius: 40,
  lat: 41.6987,
  lng: -88.0685,
  notes: 'Left of the door',
  ...over,
});

async function created(serial: string, over: object = {}): Promise<Anchor> {
  const res = await call('POST', base(), body(serial, over));
  expect(res.statusCode, res.body).toBe(201);
  return anchor.parse(res.json().data);
}

const imagesOf = async (anchorId: number) =>
  t.database.db.select({ id: anchorImages.id }).from(anchorImages).where(eq(anchorImages.anchorId, anchorId));

describe('anchor calls', () => {
  it('creates an anchor with every field and answers data.id; the list finds it by name, serial or address', async () => {
    const [fence] = await t.database.db
      .select({ id: geofences.id, name: geofences.name })
      .from(geofences)
      .where(and(eq(geofences.accountId, acme), eq(geofences.name, DEMO_ANCHOR_WAREHOUSE)));
    const a = await created(serials['Pallet Tag 01']!, { geofence_id: fence!.id });
    expect(a).toMatchObject({
      account_id: acme,
      name: 'Loading Bay',
      serial: serials['Pallet Tag 01'],
      geofence_id: fence!.id,
      geofence: { id: fence!.id, name: DEMO_ANCHOR_WAREHOUSE },
      address: '500 Remington Blvd, Bolingbrook, IL',
      radius: 40,
      lat: 41.6987,
      lng: -88.0685,
      notes: 'Left of the door',
      images: [],
    });
    expect(a.device_id).toBeGreaterThan(0);

    const list = anchorPage.parse((await call('GET', `${base()}?page=1&per_page=2`)).json());
    expect(list.meta).toMatchObject({ current_page: 1, per_page: 2, total: DEMO_ANCHORS.length + 1 });
    expect(list.data).toHaveLength(2);
    for (const query of ['loading', serials['Pallet Tag 01']!.toLowerCase(), 'remington']) {
      const found = anchorPage.parse((await call('GET', `${base()}?query=${query}`)).json());
      expect(found.data.map((x) => x.id)).toEqual([a.id]);
    }
    const radiusDefault = await created(serials['Pallet Tag 02']!, { radius: undefined, notes: undefined });
    expect(radiusDefault).toMatchObject({ radius: 30, notes: null, geofence: null });
  });

  it('lets Access All (dispatch) edit; the serial is locked; the same serial may be sent back', async () => {
    const a = await created(serials['Pallet Tag 03']!);
    const res = await call(
      'PUT',
      `${base()}/${a.id}`,
      { name: 'Bay 2', radius: 80, serial: a.serial },
      tokens.dispatch,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Bay 2', radius: 80, serial: a.serial, lat: a.lat });
    const locked = await call('PUT', `${base()}/${a.id}`, { serial: serials['Pallet Tag 04'] });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors.serial).toEqual([ANCHOR_TEXTS.serialLocked]);

    const gone = await call('DELETE', `${base()}/${a.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data).toEqual({ id: a.id });
    expect((await call('PUT', `${base()}/${a.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `${base()}/${a.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with 422 naming the field', async () => {
    const cases: [object, string, string][] = [
      [{ name: '' }, 'name', ANCHOR_TEXTS.nameRequired],
      [{ radius: 35 }, 'radius', 'radius must be one of 30, 40, 50, 60, 70, 80 feet'],
      [{ lat: 91 }, 'lat', 'lat must be between -90 and 90'],
      [{ lng: 'east' }, 'lng', 'lng must be a number'],
      [{ serial: serials['Truck 01'] }, 'serial', ANCHOR_TEXTS.serialNotBleTracker],
      [{ serial: other.serial }, 'serial', ANCHOR_TEXTS.serialNotBleTracker],
      [{ serial: 'NO-SUCH-TAG' }, 'serial', ANCHOR_TEXTS.serialNotBleTracker],
      [{ serial: serials['Pallet Tag 01'] }, 'serial', ANCHOR_TEXTS.serialTaken],
      [{ geofence_id: other.fence }, 'geofence_id', ANCHOR_TEXTS.geofenceNotFound],
    ];
    for (const [over, field, message] of cases) {
      const res = await call('POST', base(), body(serials['Pallet Tag 04']!, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(over)).toContain(message);
    }
    expect((await call('GET', `${base()}?per_page=0`)).statusCode).toBe(422);
    expect((await call('PUT', `${base()}/abc`, { name: 'x' })).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', base(), undefined, null)).statusCode).toBe(401);
    expect((await call('POST', base(), body(serials['Pallet Tag 04']!), null)).statusCode).toBe(401);
    const [demo] = await t.database.db
      .select({ id: anchors.id })
      .from(anchors)
      .where(eq(anchors.accountId, acme));
    expect((await call('DELETE', `${base()}/${demo!.id}`, undefined, null)).statusCode).toBe(401);
  });

  it("never shows or changes another account's anchor", async () => {
    const theirs = `${base()}/${other.anchor}`;
    expect((await call('PUT', theirs, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call('DELETE', theirs)).statusCode).toBe(404);
    const list = anchorPage.parse((await call('GET', base())).json());
    expect(list.data.map((a) => a.id)).not.toContain(other.anchor);
    // and a member of the other account is not a member of Acme
    expect((await call('GET', base(), undefined, tokens.other)).statusCode).toBe(403);
    const [row] = await t.database.db
      .select({ name: anchors.name })
      .from(anchors)
      .where(eq(anchors.id, other.anchor));
    expect(row!.name).toBe('Their Anchor');
  });

  it('lets the devices role look but not write', async () => {
    const list = await call('GET', base(), undefined, tokens.driver);
    expect(list.statusCode).toBe(200);
    const [first] = anchorPage.parse(list.json()).data;
    // the pallet tags are not the driver's trackers: their ids stay hidden
    expect(first!.device_id).toBeNull();
    expect((await call('POST', base(), body(serials['Pallet Tag 04']!), tokens.driver)).statusCode).toBe(403);
    expect((await call('PUT', `${base()}/${first!.id}`, { name: 'x' }, tokens.driver)).statusCode).toBe(403);
    expect((await call('DELETE', `${base()}/${first!.id}`, undefined, tokens.driver)).statusCode).toBe(403);
  });

  it('has no anchors for an account without the BLE feature', async () => {
    const list = await call('GET', base(rivera), undefined, tokens.maria);
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(ANCHOR_TEXTS.noBleFeature);
    const made = await call('POST', base(rivera), body('anything'), tokens.maria);
    expect(made.statusCode).toBe(403);
  });

  it("seeds Acme's warehouse anchors on its BLE trackers' serials", async () => {
    const list = anchorPage.parse((await call('GET', `${base()}?query=bolingbrook`)).json());
    const demo = list.data.filter((a) => DEMO_ANCHORS.some((d) => d.name === a.name));
    expect(demo).toHaveLength(DEMO_ANCHORS.length);
    for (const a of demo) {
      expect(a.geofence?.name).toBe(DEMO_ANCHOR_WAREHOUSE);
      expect(a.serial).toBe(await serialOf(DEMO_ANCHORS.find((d) => d.name === a.name)!.tracker));
      expect(a.device_id).not.toBeNull();
    }
  });
});

describe('anchor images', () => {
  let target: Anchor;
  beforeAll(async () => {
    target = await created(serials['Pallet Tag 04']!, { name: 'Photo Anchor' });
  });

  it('stores a PNG and a JPEG judged by their bytes and serves them with their type, nosniff and a disposition', async () => {
    const png = await upload(target.id, multipartFile('door.png', 'image/png', PNG_1X1));
    expect(png.statusCode, png.body).toBe(201);
    const image = anchorImage.parse(png.json().data);
    expect(image).toMatchObject({ content_type: 'image/png', size: PNG_1X1.length });
    expect(image.url).toBe(`${base()}/${target.id}/images/${image.id}`);
    // declared as something else, named .txt: the bytes decide
    const jpeg = await upload(target.id, multipartFile('photo.txt', 'application/octet-stream', JPEG_HEAD));
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    expect(jpeg.json().data.content_type).toBe('image/jpeg');

    const served = await call('GET', image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="anchor-${target.id}-image-${image.id}.png"`,
    );
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    // the devices role may see the anchor, so it sees its images
    expect((await call('GET', image.url, undefined, tokens.driver)).statusCode).toBe(200);
    const listed = anchorPage.parse((await call('GET', `${base()}?query=Photo`)).json()).data[0]!;
    expect(listed.images.map((i) => i.id)).toEqual([image.id, jpeg.json().data.id]);
  });

  it('refuses a script renamed .png (422) and stores nothing', async () => {
    const before = (await imagesOf(target.id)).length;
    const script = Buffer.from('<script>alert(document.cookie)</script>\n');
    const res = await upload(target.id, multipartFile('innocent.png', 'image/png', script));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(ANCHOR_TEXTS.imageWrongType('innocent.png'));
    expect(await imagesOf(target.id)).toHaveLength(before);
  });

  it('takes exactly 1 MB and refuses 1 MB + 1 byte with the spec message (413)', async () => {
    const largest = await upload(target.id, multipartFile('largest.png', 'image/png', LARGEST_IMAGE()));
    expect(largest.statusCode, largest.body).toBe(201);
    expect(largest.json().data.size).toBe(1_048_576);
    const before = (await imagesOf(target.id)).length;
    const over = await upload(target.id, multipartFile('big.png', 'image/png', pngOfSize(1_048_577)));
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe('big.png size exceeds the maximum of 1 Mb');
    // far larger: cut off at the limit, the same answer
    const huge = await upload(target.id, multipartFile('huge.png', 'image/png', pngOfSize(5 * 1_048_576)));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('huge.png size exceeds the maximum of 1 Mb');
    expect(await imagesOf(target.id)).toHaveLength(before);
  });

  it('keeps nothing of a path in the file name: stored under the server id only', async () => {
    const res = await upload(target.id, multipartFile('../../etc/passwd.png', 'image/png', PNG_1X1));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain('passwd');
    expect(res.body).not.toContain('..');
    const served = await call('GET', res.json().data.url);
    expect(served.headers['content-disposition']).not.toContain('passwd');
    const wrong = await upload(
      target.id,
      multipartFile('../../etc/passwd.png', 'image/png', Buffer.from('root:x:0:0')),
    );
    expect(wrong.json().message).toBe(ANCHOR_TEXTS.imageWrongType('passwd.png'));
  });

  it("refuses uploads to another account's anchor, by the devices role and without a session, before reading the file", async () => {
    const before = (await imagesOf(target.id)).length;
    const file = () => multipartFile('door.png', 'image/png', PNG_1X1);
    expect((await upload(other.anchor, file())).statusCode).toBe(404);
    expect(await imagesOf(other.anchor)).toHaveLength(0);
    expect((await upload(target.id, file(), tokens.driver)).statusCode).toBe(403);
    expect((await upload(target.id, file(), null)).statusCode).toBe(401);
    const theirs = await t.app.inject({
      method: 'POST',
      url: `${base(other.account)}/${other.anchor}/images`,
      headers: { ...file().headers, ...bearer(tokens.admin) },
      payload: file().payload,
    });
    expect(theirs.statusCode).toBe(403);
    expect(await imagesOf(target.id)).toHaveLength(before);
  });

  it('asks for a multipart file when the upload has none', async () => {
    const json = await call('POST', `${base()}/${target.id}/images`, { image: 'x' });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.image).toHaveLength(1);
    const broken = await t.app.inject({
      method: 'POST',
      url: `${base()}/${target.id}/images`,
      headers: { ...bearer(tokens.admin), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: `${base()}/${target.id}/images`,
      headers: { ...bearer(tokens.admin), 'content-type': 'multipart/form-data' },
      payload: 'nothing',
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    const fieldOnly = await t.app.inject({
      method: 'POST',
      url: `${base()}/${target.id}/images`,
      headers: { ...bearer(tokens.admin), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--xyz--\r\n',
    });
    expect(fieldOnly.statusCode).toBe(422);
  });

  it("deletes an image only for editors of the anchor; another account's image is not found", async () => {
    const made = await upload(target.id, multipartFile('bye.png', 'image/png', PNG_1X1));
    const { id, url } = made.json().data as { id: number; url: string };
    expect((await call('DELETE', url, undefined, tokens.driver)).statusCode).toBe(403);
    expect((await call('DELETE', url, undefined, null)).statusCode).toBe(401);
    expect((await call('DELETE', `${base()}/${other.anchor}/images/${id}`)).statusCode).toBe(404);
    expect((await call('GET', url, undefined, tokens.other)).statusCode).toBe(403);
    expect((await call('GET', url, undefined, null)).statusCode).toBe(401);
    expect((await call('GET', url, undefined, tokens.maria)).statusCode).toBe(403);
    const gone = await call('DELETE', url);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data).toEqual({ id });
    expect((await call('GET', url)).statusCode).toBe(404);
    expect((await call('DELETE', url)).statusCode).toBe(404);
  });

  it('keeps at most 10 images an anchor', async () => {
    const crowded = await created(serials['Pallet Tag 03']!, { name: 'Crowded' });
    for (let i = 0; i < ANCHOR_IMAGES_MAX; i++)
      expect((await upload(crowded.id, multipartFile(`p${i}.png`, 'image/png', PNG_1X1))).statusCode).toBe(
        201,
      );
    const more = await upload(crowded.id, multipartFile('one-more.png', 'image/png', PNG_1X1));
    expect(more.statusCode).toBe(422);
    expect(more.json().message).toBe(ANCHOR_TEXTS.tooManyImages);
    expect(await imagesOf(crowded.id)).toHaveLength(ANCHOR_IMAGES_MAX);
  });

  it('deletes the images with their anchor', async () => {
    // Pallet Tag 02's anchor, made by the first test
    const page = anchorPage.parse((await call('GET', `${base()}?query=${serials['Pallet Tag 02']}`)).json());
    const row = page.data[0]!;
    await upload(row.id, multipartFile('a.png', 'image/png', PNG_1X1));
    expect((await imagesOf(row.id)).length).toBeGreaterThan(0);
    expect((await call('DELETE', `${base()}/${row.id}`)).statusCode).toBe(200);
    expect(await imagesOf(row.id)).toHaveLength(0);
  });
});
