import type { ReactNode } from 'react';
import { useSelection } from './SelectionContext';

/**
 * A swipe's place in the grid: its card, reachable with the arrow keys (one card of the grid
 * takes Tab: roving tabindex), with a checkbox to select it for bulk actions (shown on hover
 * and focus, and on every card once one is selected). A swipe whose delete can still be
 * undone is not shown. Outside a SelectionProvider it is a plain list item.
 */
export function SelectableSwipe({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const api = useSelection();
  if (!api) return <li className={className}>{children}</li>;
  if (api.hidden.has(id)) return null;
  const selected = api.selection.ids.has(id);
  const anySelected = api.selection.ids.size > 0;
  return (
    <li className={className}>
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable card holding a link and a checkbox */}
      <div
        role="group"
        aria-label={title}
        data-swipe-card={id}
        tabIndex={api.focusId === id ? 0 : -1}
        onFocus={(event) => {
          if (event.target === event.currentTarget) api.setFocusId(id);
        }}
        className={`group/card relative w-full rounded-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
          selected ? 'ring-2 ring-indigo-600' : ''
        }`}
      >
        {children}
        {api.canSelect ? (
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
                api.click(id, (event.nativeEvent as MouseEvent).shiftKey === true)
              }
              className="h-5 w-5 accent-indigo-600"
            />
          </label>
        ) : null}
      </div>
    </li>
  );
}
