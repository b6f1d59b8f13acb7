import { describe, expect, it } from 'vitest';
import { cropArea } from './crop-area';

describe('cropArea', () => {
  it('keeps the largest frame of the shape, centred by default, for a wide and a tall picture', () => {
    // A 2:1 picture, a square frame: half its width, all its height.
    expect(cropArea({ width: 400, height: 200 }, 1, 1, 0.5, 0.5)).toEqual({ x: 0.25, y: 0, w: 0.5, h: 1 });
    // A square picture, a 3:1 frame: all its width, a third of its height, at the top.
    const wide = cropArea({ width: 300, height: 300 }, 3, 1, 0.5, 0);
    expect(wide.x).toBe(0);
    expect(wide.y).toBe(0);
    expect(wide.w).toBe(1);
    expect(wide.h).toBeCloseTo(1 / 3);
  });

  it('shrinks the frame with the zoom and moves it within the picture, never outside', () => {
    const area = cropArea({ width: 400, height: 200 }, 1, 2, 1, 1);
    expect(area).toEqual({ x: 0.75, y: 0.5, w: 0.25, h: 0.5 });
    expect(cropArea({ width: 400, height: 200 }, 1, 0.5, 2, -1)).toEqual({ x: 0.5, y: 0, w: 0.5, h: 1 });
  });
});
