import { useEffect, useRef } from 'react';
import type { GridKey } from '../components/swipes/selection/gridNavigation';

// The swipes page's keyboard shortcuts (docs/web.md, "Keyboard"). Keys typed into a field,
// with Ctrl, Alt or Meta held, or while a dialog is open (it has its own keys) do nothing.

export type Shortcut =
  | { kind: 'search' }
  | { kind: 'new' }
  | { kind: 'help' }
  | { kind: 'escape' }
  | { kind: 'open' }
  | { kind: 'edit' }
  | { kind: 'select' }
  | { kind: 'move'; key: GridKey };

/** Every shortcut, as the `?` sheet lists them (arrow keys by name: the sheet draws them). */
export const SHORTCUTS: readonly { keys: readonly string[]; does: string }[] = [
  { keys: ['/'], does: 'Search swipes' },
  { keys: ['n'], does: 'Add a swipe' },
  { keys: ['Left arrow', 'Right arrow', 'Up arrow', 'Down arrow'], does: 'Move between swipes' },
  { keys: ['Home', 'End'], does: 'First or last swipe' },
  { keys: ['Enter'], does: 'Open the swipe' },
  { keys: ['e'], does: 'Edit the swipe' },
  { keys: ['x'], does: 'Select or unselect the swipe' },
  { keys: ['Shift', 'click'], does: 'Select every swipe up to this one' },
  { keys: ['Esc'], does: 'Close a dialog, or clear the selection' },
  { keys: ['?'], does: 'Show these shortcuts' },
];

const GRID_KEYS = new Set<string>([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/** Whether the key was typed into something that takes text (or a choice). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[contenteditable=""], [contenteditable="true"]')) return true;
  const field = target.closest('input, textarea, select');
  if (!field) return false;
  const type = field instanceof HTMLInputElement ? field.type : '';
  return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(type);
}

/**
 * What a key press on the page means, or null. `onCard`: focus is on a swipe's card (arrows,
 * Enter, `e` and `x` act on it only then).
 */
export function shortcutOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target'>,
  onCard: boolean,
): Shortcut | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  if (isTyping(event.target)) return null;
  if (event.key === 'Escape') return { kind: 'escape' };
  if (event.key === '/') return { kind: 'search' };
  if (event.key === '?') return { kind: 'help' };
  if (event.key === 'n' || event.key === 'N') return { kind: 'new' };
  if (!onCard) return null;
  if (GRID_KEYS.has(event.key)) return { kind: 'move', key: event.key as GridKey };
  if (event.key === 'Enter') return { kind: 'open' };
  if (event.key === 'e' || event.key === 'E') return { kind: 'edit' };
  if (event.key === 'x' || event.key === 'X') return { kind: 'select' };
  return null;
}

/** The card (`[data-swipe-card]`) focus is on or in, if any. */
export function cardOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[data-swipe-card]') : null;
}

export interface ShortcutHandlers {
  /** Acts on the shortcut; `card` is the focused card, when there is one. */
  onShortcut: (shortcut: Shortcut, card: HTMLElement | null) => void;
  /** Off while a dialog of the page is open. */
  enabled?: boolean;
}

/** Listens for the page's shortcuts on the document while the page is shown. */
export function useSwipeShortcuts({ onShortcut, enabled = true }: ShortcutHandlers): void {
  const handler = useRef(onShortcut);
  handler.current = onShortcut;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      // A dialog (Radix marks the page behind it aria-hidden) keeps its own keys.
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const card = cardOf(event.target);
      // Enter on a link or button inside a card is that control's own.
      const onCard = Boolean(card) && (event.key !== 'Enter' || event.target === card);
      const shortcut = shortcutOf(event, onCard);
      if (!shortcut) return;
      event.preventDefault();
      handler.current(shortcut, card);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
