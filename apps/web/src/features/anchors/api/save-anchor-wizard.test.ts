import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
let failUploadOf: string | null = null;

vi.mock('./create-anchor.ts', () => ({
  createAnchor: async (_a: number, r: { name: string }) => {
    calls.push(`create ${r.name}`);
    return { id: 41 };
  },
}));
vi.mock('./update-anchor.ts', () => ({
  updateAnchor: async (_a: number, id: number, r: { name: string }) => {
    calls.push(`update ${id} ${r.name}`);
    return { id };
  },
}));
vi.mock('./delete-anchor-image.ts', () => ({
  deleteAnchorImage: async (_a: number, id: number, imageId: number) => {
    calls.push(`delete image ${imageId} of ${id}`);
  },
}));
vi.mock('./upload-anchor-image.ts', () => ({
  uploadAnchorImage: async (_a: number, id: number, file: File) => {
    if (file.name === failUploadOf) throw new Error('refused');
    calls.push(`upload ${file.name} to ${id}`);
    return { id: 1, url: '', content_type: 'image/png', size: file.size };
  },
}));

const { saveAnchorWizard } = await import('./save-anchor-wizard.ts');

const request = { name: 'Dock', serial: 'S1', address: '', radius: 30, lat: 1, lng: 2, geofence_id: null };
const image = (name: string) => ({ key: name, file: new File([new Uint8Array(4)], name) });
const noting = () => {
  const done: string[] = [];
  return {
    done,
    progress: {
      anchorCreated: (id: number) => done.push(`created ${id}`),
      imageRemoved: (id: number) => done.push(`removed ${id}`),
      imageUploaded: (key: string) => done.push(`uploaded ${key}`),
    },
  };
};

describe('saving the anchor wizard', () => {
  beforeEach(() => {
    calls.length = 0;
    failUploadOf = null;
  });

  it('creates the anchor, then uploads its images to the new id', async () => {
    const { progress, done } = noting();
    const id = await saveAnchorWizard(
      1,
      { anchorId: null, request, removedImageIds: [], newImages: [image('a.png'), image('b.jpg')] },
      progress,
    );
    expect(id).toBe(41);
    expect(calls).toEqual(['create Dock', 'upload a.png to 41', 'upload b.jpg to 41']);
    expect(done).toEqual(['created 41', 'uploaded a.png', 'uploaded b.jpg']);
  });

  it('edits an anchor: fields, then removed images, then new ones', async () => {
    const { progress } = noting();
    await saveAnchorWizard(
      1,
      { anchorId: 9, request, removedImageIds: [3], newImages: [image('c.png')] },
      progress,
    );
    expect(calls).toEqual(['update 9 Dock', 'delete image 3 of 9', 'upload c.png to 9']);
  });

  it('stops at a failed upload, having said the anchor exists, so a retry edits it', async () => {
    failUploadOf = 'b.jpg';
    const { progress, done } = noting();
    await expect(
      saveAnchorWizard(
        1,
        { anchorId: null, request, removedImageIds: [], newImages: [image('a.png'), image('b.jpg')] },
        progress,
      ),
    ).rejects.toThrow('refused');
    expect(done).toEqual(['created 41', 'uploaded a.png']);
  });
});
