import { ANCHOR_IMAGE_MAX_BYTES } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { anchorImageProblem, sortChosenFiles } from './anchor-image-check.ts';

describe('anchor image check', () => {
  it('takes JPEG and PNG names of any case up to exactly 1 MB', () => {
    expect(anchorImageProblem({ name: 'dock.JPG', size: 10 })).toBeNull();
    expect(anchorImageProblem({ name: 'dock.jpeg', size: 10 })).toBeNull();
    expect(anchorImageProblem({ name: 'dock.png', size: ANCHOR_IMAGE_MAX_BYTES })).toBeNull();
  });

  it("refuses a byte over 1 MB with the spec's message", () => {
    expect(anchorImageProblem({ name: 'big.png', size: ANCHOR_IMAGE_MAX_BYTES + 1 })).toBe(
      'big.png size exceeds the maximum of 1 Mb',
    );
  });

  it('refuses other file types by name', () => {
    expect(anchorImageProblem({ name: 'plan.pdf', size: 10 })).toBe('plan.pdf is not a JPEG or PNG image');
    expect(anchorImageProblem({ name: 'png', size: 10 })).toBe('png is not a JPEG or PNG image');
    expect(anchorImageProblem({ name: 'photo.png.exe', size: 10 })).not.toBeNull();
  });

  it('keeps the good files and reports each refused one, in order', () => {
    const result = sortChosenFiles([
      { name: 'a.png', size: 1 },
      { name: 'b.gif', size: 1 },
      { name: 'c.jpg', size: ANCHOR_IMAGE_MAX_BYTES + 1 },
      { name: 'd.jpg', size: 1 },
    ]);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png', 'd.jpg']);
    expect(result.refused).toEqual([
      'b.gif is not a JPEG or PNG image',
      'c.jpg size exceeds the maximum of 1 Mb',
    ]);
  });
});
