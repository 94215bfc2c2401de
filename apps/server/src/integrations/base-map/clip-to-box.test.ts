import { describe, expect, it } from 'vitest';
import { clipLine, clipRing, type Box, type LngLat } from './clip-to-box.ts';

const box: Box = [0, 0, 10, 10];

describe('clipRing', () => {
  it('keeps a ring inside the box as it is', () => {
    const ring: LngLat[] = [
      [1, 1],
      [5, 1],
      [5, 5],
      [1, 1],
    ];
    expect(clipRing(ring, box)).toEqual(ring);
  });

  it('cuts a ring crossing the box to the part inside it', () => {
    const clipped = clipRing(
      [
        [-5, -5],
        [5, -5],
        [5, 5],
        [-5, 5],
      ],
      box,
    )!;
    for (const [x, y] of clipped) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(5);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(5);
    }
    expect(clipped).toContainEqual([5, 5]);
    expect(clipped).toContainEqual([0, 0]);
  });

  it('leaves out a ring outside the box', () => {
    expect(
      clipRing(
        [
          [20, 20],
          [30, 20],
          [30, 30],
        ],
        box,
      ),
    ).toBeNull();
  });
});

describe('clipLine', () => {
  it('splits a line leaving and re-entering the box into two pieces', () => {
    const pieces = clipLine(
      [
        [1, 5],
        [15, 5],
        [15, 8],
        [1, 8],
      ],
      box,
    );
    expect(pieces).toEqual([
      [
        [1, 5],
        [10, 5],
      ],
      [
        [10, 8],
        [1, 8],
      ],
    ]);
  });

  it('leaves out a line that misses the box', () => {
    expect(
      clipLine(
        [
          [-5, 20],
          [20, 20],
        ],
        box,
      ),
    ).toEqual([]);
  });

  it('keeps a line inside the box whole', () => {
    const line: LngLat[] = [
      [1, 1],
      [2, 2],
      [3, 1],
    ];
    expect(clipLine(line, box)).toEqual([line]);
  });
});
