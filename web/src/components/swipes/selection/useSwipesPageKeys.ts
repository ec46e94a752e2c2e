import { useState } from 'react';
import { type Shortcut, useSwipeShortcuts } from '../../../lib/useSwipeShortcuts';
import { nextCard } from './gridNavigation';
import { useSelection } from './SelectionContext';

function cardsOf(card: HTMLElement): HTMLElement[] {
  const grid = card.closest('ul') ?? document;
  return [...grid.querySelectorAll<HTMLElement>('[data-swipe-card]')];
}

/**
 * The swipes page's keys (lib/useSwipeShortcuts.ts) acted on: search, new swipe, the `?`
 * sheet, Escape clearing the selection, and on a card: arrows, Enter, `e` and `x`.
 */
export function useSwipesPageKeys({
  onNew,
  onOpen,
}: {
  onNew: (() => void) | null;
  /** Opens a swipe's detail (`edit`: with its title field focused). */
  onOpen: (id: string, edit: boolean) => void;
}) {
  const selection = useSelection();
  const [helpOpen, setHelpOpen] = useState(false);
  const act = (shortcut: Shortcut, card: HTMLElement | null) => {
    const id = card?.dataset.swipeCard;
    switch (shortcut.kind) {
      case 'search':
        document.querySelector<HTMLInputElement>('search input[type="search"]')?.focus();
        return;
      case 'new':
        onNew?.();
        return;
      case 'help':
        setHelpOpen(true);
        return;
      case 'escape':
        selection?.clear();
        return;
      case 'move': {
        if (!card) return;
        const cards = cardsOf(card);
        const boxes = cards.map((each) => each.getBoundingClientRect());
        cards[nextCard(boxes, cards.indexOf(card), shortcut.key)]?.focus();
        return;
      }
      case 'open':
      case 'edit':
        if (id) onOpen(id, shortcut.kind === 'edit');
        return;
      case 'select':
        if (id && selection?.canSelect) selection.click(id, false);
        return;
    }
  };
  useSwipeShortcuts({ onShortcut: act });
  return { helpOpen, setHelpOpen };
}
