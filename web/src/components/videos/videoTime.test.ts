import { describe, expect, test } from 'vitest';
import { formatDuration, pinShownAt, stripFrameIndex, stripPosition } from './videoTime';

describe('formatDuration', () => {
  test('minutes and two-digit seconds, rounded down', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(999)).toBe('0:00');
    expect(formatDuration(7_400)).toBe('0:07');
    expect(formatDuration(125_000)).toBe('2:05');
    expect(formatDuration(600_000)).toBe('10:00');
  });
  test('hours when there are some; never negative', () => {
    expect(formatDuration(3_723_000)).toBe('1:02:03');
    expect(formatDuration(-5)).toBe('0:00');
  });
});

describe('stripFrameIndex', () => {
  test('the card cut into equal parts, clamped to its edges', () => {
    expect(stripFrameIndex(0, 200, 10)).toBe(0);
    expect(stripFrameIndex(19.9, 200, 10)).toBe(0);
    expect(stripFrameIndex(20, 200, 10)).toBe(1);
    expect(stripFrameIndex(199, 200, 10)).toBe(9);
    expect(stripFrameIndex(200, 200, 10)).toBe(9);
    expect(stripFrameIndex(-30, 200, 10)).toBe(0);
    expect(stripFrameIndex(500, 200, 10)).toBe(9);
  });
  test('one frame, or a card without width, is the first frame', () => {
    expect(stripFrameIndex(50, 200, 1)).toBe(0);
    expect(stripFrameIndex(50, 0, 10)).toBe(0);
  });
});

test('stripPosition moves the strip one frame at a time', () => {
  expect(stripPosition(0, 5)).toBe('0% 0%');
  expect(stripPosition(2, 5)).toBe('50% 0%');
  expect(stripPosition(4, 5)).toBe('100% 0%');
  expect(stripPosition(0, 1)).toBe('0% 0%');
});

test('a pin shows within half a second of its time', () => {
  expect(pinShownAt(2_000, 2_000)).toBe(true);
  expect(pinShownAt(2_000, 2_500)).toBe(true);
  expect(pinShownAt(2_000, 1_500)).toBe(true);
  expect(pinShownAt(2_000, 2_501)).toBe(false);
  expect(pinShownAt(2_000, 0)).toBe(false);
});
