import type { ReactNode } from 'react';

/** A card's part in the page's selection, as plain values (so cards can be memoised). */
export interface CardSelection {
  canSelect: boolean;
  selected: boolean;
  /** Some card is selected: every checkbox shows. */
  anySelected: boolean;
  /** This card takes Tab into the grid (roving tabindex). */
  focused: boolean;
}

/**
 * A swipe's place in the grid: its card, reachable with the arrow keys (one card of the grid
 * takes Tab: roving tabindex), with a checkbox to select it for bulk actions (shown on hover
 * and focus, and on every card once one is selected). Without `selection` (outside the swipes
 * page's SelectionProvider) it is a plain list item.
 */
export function SelectableSwipe({
  id,
  title,
  className,
  selection,
  onFocusCard,
  onToggle,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  selection: CardSelection | null;
  onFocusCard: (id: string) => void;
  /** A click on the checkbox (with Shift: the range from the last one). */
  onToggle: (id: string, shift: boolean) => void;
  children: ReactNode;
}) {
  if (!selection) return <li className={className}>{children}</li>;
  const { canSelect, selected, anySelected, focused } = selection;
  return (
    <li className={className}>
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable card holding a link and a checkbox */}
      <div
        role="group"
        aria-label={title}
        data-swipe-card={id}
        data-selectable={canSelect ? '' : undefined}
        tabIndex={focused ? 0 : -1}
        onFocus={(event) => {
          if (event.target === event.currentTarget) onFocusCard(id);
        }}
        className={`group/card relative h-full w-full rounded-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
          selected ? 'ring-2 ring-indigo-600' : ''
        }`}
      >
        {children}
        {canSelect ? (
          <label
            className={`absolute top-2 left-2 z-10 flex h-8 w-8 cursor-pointer items-center justify-center rounded-md bg-white/90 shadow ${
              anySelected
                ? 'opacity-100'
                : 'opacity-0 group-hover/card:opacity-100 group-focus-within/card:opacity-100'
            }`}
          >
            <input
              type="checkbox"
              checked={selected}
              aria-label={`Select ${title}`}
              onChange={(event) =>
                onToggle(id, (event.nativeEvent as MouseEvent).shiftKey === true)
              }
              className="h-5 w-5 accent-indigo-600"
            />
          </label>
        ) : null}
      </div>
    </li>
  );
}
