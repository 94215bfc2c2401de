import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiEffects } from '../../../api/api-effects.ts';
import { ApiError } from '../../../api/api-error.ts';
import { uploadAnchorImage } from './upload-anchor-image.ts';

const effects = {
  'sign-in': vi.fn(),
  forbidden: vi.fn(),
  'not-found': vi.fn(),
  'server-error': vi.fn(),
  unavailable: vi.fn(),
};
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  for (const effect of Object.values(effects)) effect.mockReset();
  configureApiEffects(effects);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploading an anchor image', () => {
  it('sends the file as multipart field image, with the client header and no JSON type', async () => {
    const image = { id: 3, url: '/api/accounts/1/anchors/9/images/3', content_type: 'image/png', size: 4 };
    fetchMock.mockResolvedValue(json(201, { data: image }));
    const file = new File([new Uint8Array([1, 2, 3, 4])], 'dock.png', { type: 'image/png' });
    await expect(uploadAnchorImage(1, 9, file)).resolves.toEqual(image);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/accounts/1/anchors/9/images');
    expect(init?.method).toBe('POST');
    const headers = init?.headers as Headers;
    expect(headers.get('content-type')).toBeNull();
    expect(headers.get('x-lodestar-client')).toBe('web');
    const sent = (init?.body as FormData).get('image') as File;
    expect(sent.name).toBe('dock.png');
    expect(sent.size).toBe(4);
  });

  it("answers the server's refusal to the wizard instead of leaving the screen", async () => {
    fetchMock.mockResolvedValue(json(422, { message: 'dock.png is not a JPEG or PNG image' }));
    const file = new File([new Uint8Array([1])], 'dock.png');
    const failure = await uploadAnchorImage(1, 9, file).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).serverMessage).toBe('dock.png is not a JPEG or PNG image');
    expect(Object.values(effects).every((effect) => effect.mock.calls.length === 0)).toBe(true);
  });
});
