import { describe, expect, it } from 'vitest';
import { extendTo, keepListed, NO_SELECTION, selectAll, toggle } from './selection';

const order = ['a', 'b', 'c', 'd', 'e'];
const ids = (selection: { ids: ReadonlySet<string> }) => [...selection.ids].sort();

describe('selection', () => {
  it('a click toggles one swipe and makes it the anchor', () => {
    const one = toggle(NO_SELECTION, 'b');
    expect(ids(one)).toEqual(['b']);
    expect(one.anchor).toBe('b');
    expect(ids(toggle(one, 'b'))).toEqual([]);
  });

  it('a shift-click selects the range from the anchor, both ways', () => {
    expect(ids(extendTo(toggle(NO_SELECTION, 'b'), order, 'd'))).toEqual(['b', 'c', 'd']);
    expect(ids(extendTo(toggle(NO_SELECTION, 'd'), order, 'a'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a shift-click from an unselected anchor unselects the range', () => {
    const all = selectAll(order);
    const anchor = toggle(all, 'b');
    expect(ids(extendTo(anchor, order, 'd'))).toEqual(['a', 'e']);
  });

  it('a shift-click with no anchor on the list toggles one', () => {
    expect(ids(extendTo(NO_SELECTION, order, 'c'))).toEqual(['c']);
    expect(ids(extendTo({ ids: new Set(), anchor: 'gone' }, order, 'c'))).toEqual(['c']);
  });

  it('swipes that left the list leave the selection', () => {
    const selected = extendTo(toggle(NO_SELECTION, 'a'), order, 'c');
    const kept = keepListed(selected, ['b', 'c', 'd']);
    expect(ids(kept)).toEqual(['b', 'c']);
    expect(kept.anchor).toBe('c');
    expect(keepListed(kept, ['b', 'c'])).toBe(kept);
  });
});
