import { describe, expect, it } from 'vitest';
import { needsServerSearch, nodesOf, withChosen } from './lists';

describe('needsServerSearch', () => {
  it('asks the server only when the team has more than the loaded page', () => {
    expect(needsServerSearch(100, 100)).toBe(false);
    expect(needsServerSearch(3, 3)).toBe(false);
    expect(needsServerSearch(120, 100)).toBe(true);
    expect(needsServerSearch(null, 0)).toBe(false);
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

describe('nodesOf', () => {
  it('gives the nodes of a page, in order', () => {
    expect(nodesOf({ edges: [{ node: 'a' }, { node: 'b' }] })).toEqual(['a', 'b']);
  });
});
