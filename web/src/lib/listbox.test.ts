import { describe, expect, it } from 'vitest';
import { moveActive } from './listbox';

describe('moveActive', () => {
  it('moves down and up within the list, clamped', () => {
    expect(moveActive(-1, 'ArrowDown', 3)).toBe(0);
    expect(moveActive(0, 'ArrowDown', 3)).toBe(1);
    expect(moveActive(2, 'ArrowDown', 3)).toBe(2);
    expect(moveActive(2, 'ArrowUp', 3)).toBe(1);
    expect(moveActive(0, 'ArrowUp', 3)).toBe(0);
    expect(moveActive(-1, 'ArrowUp', 3)).toBe(0);
  });
  it('jumps with Home and End, ignores other keys, and has no option in an empty list', () => {
    expect(moveActive(1, 'Home', 3)).toBe(0);
    expect(moveActive(0, 'End', 3)).toBe(2);
    expect(moveActive(1, 'a', 3)).toBeNull();
    expect(moveActive(1, 'ArrowDown', 0)).toBe(-1);
  });
});
