import { type RefObject, useEffect, useState } from 'react';

/**
 * Moves focus to the element marked `data-focus="<key>"` inside `container` as soon as it is
 * on screen (an edit ended, a confirmation shown, a row gone): returns the function that asks.
 */
export function useMoveFocus(container: RefObject<HTMLElement | null>): (key: string) => void {
  const [focusKey, setFocusKey] = useState<string | null>(null);
  useEffect(() => {
    if (!focusKey) return;
    const target = container.current?.querySelector<HTMLElement>(
      `[data-focus="${CSS.escape(focusKey)}"]`,
    );
    if (target) {
      target.focus();
      setFocusKey(null);
    }
  });
  return setFocusKey;
}
