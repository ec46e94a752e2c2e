import { describe, expect, it } from 'vitest';
import { moveActive, needsServerSearch, withChosen } from './teamLists';

describe('needsServerSearch', () => {
  it('asks the server only when the team has more than the loaded page', () => {
    expect(needsServerSearch(100, 100)).toBe(false);
    expect(needsServerSearch(3, 3)).toBe(false);
    expect(needsServerSearch(120, 100)).toBe(true);
  });
});

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

describe('withChosen', () => {
  it('keeps chosen items that are not shown, first, without duplicates', () => {
    const shown = [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ];
    const chosen = [
      { id: 'b', name: 'B' },
      { id: 'z', name: 'Z' },
    ];
    expect(withChosen(shown, chosen).map((item) => item.id)).toEqual(['z', 'a', 'b']);
    expect(withChosen(shown, []).map((item) => item.id)).toEqual(['a', 'b']);
  });
});
