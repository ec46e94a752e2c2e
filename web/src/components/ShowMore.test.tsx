import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShowMoreButton, useShowMore } from './ShowMore';

vi.mock('sonner', () => ({ toast: { error: vi.fn() } }));

afterEach(cleanup);

/** A list of `total` items paged 3 at a time, whose loads finish when the test says. */
function Harness({
  total,
  finish,
}: {
  total: number;
  finish: { current: ((error: Error | null, added: number) => void) | null };
}) {
  const [shown, setShown] = useState(3);
  const [loading, setLoading] = useState(false);
  const hasNext = shown < total;
  const loadNext = (count: number, options?: { onComplete?: (error: Error | null) => void }) => {
    setLoading(true);
    finish.current = (error, added) => {
      setLoading(false);
      if (!error) setShown((n) => Math.min(total, n + Math.min(count, added)));
      options?.onComplete?.(error);
    };
  };
  const { listRef, showMore } = useShowMore(shown, 3, {
    hasNext,
    isLoadingNext: loading,
    loadNext,
  });
  return (
    <>
      {/* What infinite scroll does when the end of the list comes into view. */}
      <button type="button" onClick={() => loadNext(3)}>
        Scroll
      </button>
      <ul ref={listRef} aria-label="Items">
        {Array.from({ length: shown }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items are their positions
          <li key={index} tabIndex={-1}>
            Item {index + 1}
          </li>
        ))}
      </ul>
      {hasNext ? (
        <ShowMoreButton
          remaining={total - shown}
          pageSize={3}
          singular="item"
          plural="items"
          loading={loading}
          onClick={showMore}
        />
      ) : null}
    </>
  );
}

describe('Show more', () => {
  it('names how many come next, stays focusable while loading, then focuses the first new item', () => {
    const finish: { current: ((error: Error | null, added: number) => void) | null } = {
      current: null,
    };
    render(<Harness total={5} finish={finish} />);
    const button = screen.getByRole('button', { name: 'Show 2 more items' });
    button.focus();
    fireEvent.click(button);
    expect(button.textContent).toBe('Loading more…');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    // A second click while loading asks for nothing more.
    const pending = finish.current;
    fireEvent.click(button);
    expect(finish.current).toBe(pending);
    act(() => finish.current?.(null, 2));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(document.activeElement?.textContent).toBe('Item 4');
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
  });

  it('a page already loading (infinite scroll) takes the focus when it arrives', () => {
    const finish: { current: ((error: Error | null, added: number) => void) | null } = {
      current: null,
    };
    render(<Harness total={10} finish={finish} />);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll' }));
    const button = screen.getByRole('button', { name: 'Loading more…' });
    button.focus();
    const pending = finish.current;
    fireEvent.click(button);
    expect(finish.current).toBe(pending);
    act(() => finish.current?.(null, 3));
    expect(document.activeElement?.textContent).toBe('Item 4');
  });

  it('keeps focus on the button when loading fails', () => {
    const finish: { current: ((error: Error | null, added: number) => void) | null } = {
      current: null,
    };
    render(<Harness total={10} finish={finish} />);
    const button = screen.getByRole('button', { name: 'Show 3 more items' });
    button.focus();
    fireEvent.click(button);
    act(() => finish.current?.(new Error('offline'), 0));
    expect(document.activeElement).toBe(button);
    expect(button.textContent).toBe('Show 3 more items');
  });
});
