import { describe, expect, it } from 'vitest';
import { type Box, nextCard } from './gridNavigation';

/** `count` cards laid out `columns` to a row, 100 px wide and tall. */
const grid = (count: number, columns: number): Box[] =>
  Array.from({ length: count }, (_, i) => ({
    top: Math.floor(i / columns) * 100,
    left: (i % columns) * 100,
    width: 100,
  }));

describe('nextCard', () => {
  it('moves along the list with left and right, stopping at the ends', () => {
    const boxes = grid(5, 3);
    expect(nextCard(boxes, 0, 'ArrowRight')).toBe(1);
    expect(nextCard(boxes, 2, 'ArrowRight')).toBe(3);
    expect(nextCard(boxes, 4, 'ArrowRight')).toBe(4);
    expect(nextCard(boxes, 0, 'ArrowLeft')).toBe(0);
    expect(nextCard(boxes, 3, 'Home')).toBe(0);
    expect(nextCard(boxes, 0, 'End')).toBe(4);
  });

  it('moves a row up and down whatever the column count', () => {
    for (const columns of [1, 2, 4, 6]) {
      const boxes = grid(13, columns);
      expect(nextCard(boxes, 0, 'ArrowDown')).toBe(columns);
      expect(nextCard(boxes, columns + 1, 'ArrowUp')).toBe(1);
    }
  });

  it('goes to the nearest card of a shorter last row, and stays on the last row', () => {
    const boxes = grid(5, 4);
    expect(nextCard(boxes, 3, 'ArrowDown')).toBe(4);
    expect(nextCard(boxes, 4, 'ArrowDown')).toBe(4);
    expect(nextCard(boxes, 0, 'ArrowUp')).toBe(0);
  });

  it('follows columns of a masonry layout (tops that differ per column)', () => {
    const boxes: Box[] = [
      { top: 0, left: 0, width: 100 },
      { top: 0, left: 100, width: 100 },
      { top: 150, left: 0, width: 100 },
      { top: 80, left: 100, width: 100 },
    ];
    expect(nextCard(boxes, 1, 'ArrowDown')).toBe(3);
    expect(nextCard(boxes, 3, 'ArrowDown')).toBe(2);
  });
});
