import { describe, expect, it } from 'vitest';
import {
  cropRegion,
  fullPageHeightLimit,
  scrollPositions,
  stitchSteps,
  toDevicePixels,
} from './stitching';

describe('scrollPositions', () => {
  it('steps a screen at a time and ends flush with the bottom of the page', () => {
    expect(scrollPositions(2500, 1000, 2500)).toEqual([0, 1000, 1500]);
    expect(scrollPositions(3000, 1000, 3000)).toEqual([0, 1000, 2000]);
  });

  it('takes one screen of a page shorter than the viewport', () => {
    expect(scrollPositions(600, 1000, 600)).toEqual([0]);
  });

  it('stops at the height limit of a very long page', () => {
    expect(scrollPositions(50_000, 1000, 2500)).toEqual([0, 1000, 2000]);
  });
});

describe('stitchSteps', () => {
  it('draws each screen below the last, and only the new part of an overlapping last screen', () => {
    expect(stitchSteps([0, 1000, 1500], 1000, 2500)).toEqual([
      { frame: 0, sourceY: 0, targetY: 0, height: 1000 },
      { frame: 1, sourceY: 0, targetY: 1000, height: 1000 },
      { frame: 2, sourceY: 500, targetY: 2000, height: 500 },
    ]);
  });

  it('uses the positions the page really reached and skips screens adding nothing', () => {
    // The page stopped scrolling at 1200 although 2000 was asked for.
    expect(stitchSteps([0, 1000, 1200, 1200], 1000, 2200)).toEqual([
      { frame: 0, sourceY: 0, targetY: 0, height: 1000 },
      { frame: 1, sourceY: 0, targetY: 1000, height: 1000 },
      { frame: 2, sourceY: 800, targetY: 2000, height: 200 },
    ]);
  });

  it('cuts the last screen at the height limit', () => {
    expect(stitchSteps([0, 1000, 2000], 1000, 2500).at(-1)).toEqual({
      frame: 2,
      sourceY: 0,
      targetY: 2000,
      height: 500,
    });
  });
});

describe('toDevicePixels', () => {
  it('scales and rounds so that strips meet exactly', () => {
    const steps = stitchSteps([0, 333, 500], 333, 833).map((s) => toDevicePixels(s, 1.5));
    for (let i = 1; i < steps.length; i++) {
      const previous = steps[i - 1];
      if (!previous) throw new Error('unreachable');
      expect(steps[i]?.targetY).toBe(previous.targetY + previous.height);
    }
    const last = steps.at(-1);
    expect((last?.targetY ?? 0) + (last?.height ?? 0)).toBe(Math.round(833 * 1.5));
  });
});

describe('fullPageHeightLimit', () => {
  it('keeps the stitched picture under the side and pixel limits', () => {
    expect(fullPageHeightLimit(1280, 1)).toBe(16_000);
    expect(fullPageHeightLimit(1280, 2)).toBe(7812); // 2560 × 15624 px: 40 megapixels
    expect(fullPageHeightLimit(400, 2)).toBe(8000);
  });
});

describe('cropRegion', () => {
  const viewport = { width: 1000, height: 800 };

  it('maps a rectangle on the viewport onto the capture', () => {
    expect(
      cropRegion({ x: 100, y: 50, width: 200, height: 100 }, viewport, {
        width: 2000,
        height: 1600,
      }),
    ).toEqual({ x: 200, y: 100, width: 400, height: 200 });
  });

  it('clamps a rectangle running off the viewport', () => {
    expect(
      cropRegion({ x: 900, y: 700, width: 300, height: 300 }, viewport, {
        width: 1000,
        height: 800,
      }),
    ).toEqual({ x: 900, y: 700, width: 100, height: 100 });
  });

  it('gives nothing for a rectangle too small to keep', () => {
    expect(
      cropRegion({ x: 10, y: 10, width: 2, height: 50 }, viewport, { width: 1000, height: 800 }),
    ).toBeNull();
    expect(
      cropRegion({ x: 2000, y: 10, width: 50, height: 50 }, viewport, { width: 1000, height: 800 }),
    ).toBeNull();
  });
});
