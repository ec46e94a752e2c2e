import { useRef } from 'react';

/**
 * Gives focus back to what opened a Radix dialog when it closes. Radix returns focus to its
 * Dialog.Trigger only; our dialogs open from state (a button, a shortcut, the address), so
 * the element focused as it opens is remembered instead. `onClose` runs first and may
 * `preventDefault()` to send focus elsewhere.
 */
export function useReturnFocus(onClose?: (event: Event) => void) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      onClose?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) target.focus();
    },
  };
}
