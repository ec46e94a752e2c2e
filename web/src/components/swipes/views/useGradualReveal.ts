import { useEffect, useState } from 'react';

/** Cards added to the page per frame when a loaded page is appended to the list. */
export const REVEAL_STEP = 8;

/**
 * The list to draw: the whole list at first and whenever it is replaced, but a page appended
 * at its end (infinite scroll) is drawn a few cards per animation frame, so a page's cards
 * never cost one long frame while the viewer scrolls (target: p95 frame ≤ 33 ms, docs/web.md).
 */
export function useGradualReveal<T>(items: readonly T[]): readonly T[] {
  const [shown, setShown] = useState(items.length);
  const [previous, setPrevious] = useState(items);
  if (previous !== items) {
    // Render-time adjustment (no effect round trip): only an append keeps what was drawn.
    const appended =
      items.length > previous.length && previous.every((item, i) => items[i] === item);
    setPrevious(items);
    setShown(appended ? Math.min(shown, previous.length) : items.length);
  }
  const count = Math.min(shown, items.length);
  useEffect(() => {
    if (count >= items.length) return;
    const frame = requestAnimationFrame(() => setShown(count + REVEAL_STEP));
    return () => cancelAnimationFrame(frame);
  }, [count, items.length]);
  return count >= items.length ? items : items.slice(0, count);
}
