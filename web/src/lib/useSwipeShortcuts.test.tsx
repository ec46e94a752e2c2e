import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Shortcut, useSwipeShortcuts } from './useSwipeShortcuts';

/** The card that takes Tab (SelectableSwipe's roving tabindex). */
const ROVING = 0;

function Page({
  onShortcut,
}: {
  onShortcut: (shortcut: Shortcut, card: HTMLElement | null) => void;
}) {
  useSwipeShortcuts({ onShortcut });
  return (
    <div>
      <label>
        Search swipes <input type="search" />
      </label>
      <ul>
        <li>
          {/* biome-ignore lint/a11y/useSemanticElements: a card, as SelectableSwipe draws it */}
          <div data-swipe-card="a" tabIndex={ROVING} role="group" aria-label="Card A">
            <a href="/x">Open A</a>
            <input type="checkbox" aria-label="Select A" />
          </div>
        </li>
      </ul>
    </div>
  );
}

function setup() {
  const calls: [Shortcut, string | null][] = [];
  render(
    <Page
      onShortcut={(shortcut, card) => calls.push([shortcut, card?.dataset.swipeCard ?? null])}
    />,
  );
  return calls;
}

afterEach(cleanup);

describe('useSwipeShortcuts', () => {
  it('page keys work anywhere but in a text field', () => {
    const calls = setup();
    fireEvent.keyDown(document.body, { key: '/' });
    fireEvent.keyDown(document.body, { key: 'n' });
    fireEvent.keyDown(document.body, { key: '?' });
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'n' });
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: '/' });
    fireEvent.keyDown(document.body, { key: 'n', ctrlKey: true });
    expect(calls).toEqual([
      [{ kind: 'search' }, null],
      [{ kind: 'new' }, null],
      [{ kind: 'help' }, null],
    ]);
  });

  it('card keys act on the focused card only', () => {
    const calls = setup();
    const card = screen.getByRole('group');
    fireEvent.keyDown(document.body, { key: 'x' });
    fireEvent.keyDown(card, { key: 'x' });
    fireEvent.keyDown(card, { key: 'ArrowDown' });
    fireEvent.keyDown(card, { key: 'Enter' });
    fireEvent.keyDown(card, { key: 'e' });
    // Enter on the card's link is the link's; x on its checkbox still selects.
    fireEvent.keyDown(screen.getByRole('link'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('checkbox'), { key: 'x' });
    expect(calls).toEqual([
      [{ kind: 'select' }, 'a'],
      [{ kind: 'move', key: 'ArrowDown' }, 'a'],
      [{ kind: 'open' }, 'a'],
      [{ kind: 'edit' }, 'a'],
      [{ kind: 'select' }, 'a'],
    ]);
  });

  it("Escape in a field is the field's, and no key acts while a dialog is open", () => {
    const calls = setup();
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    fireEvent.keyDown(document.body, { key: 'n' });
    dialog.remove();
    expect(calls).toEqual([[{ kind: 'escape' }, null]]);
  });

  it('a handled key does not reach the page (no "/" typed into search)', () => {
    const onShortcut = vi.fn();
    render(<Page onShortcut={onShortcut} />);
    const event = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(onShortcut).toHaveBeenCalledOnce();
  });
});
