import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { extendTo, keepListed, NO_SELECTION, type Selection, selectAll, toggle } from './selection';

// The swipes page's selection for bulk actions, the card keyboard focus is on (roving
// tabindex) and the swipes hidden while their delete can still be undone. SwipeBrowser
// reports the swipes it lists (`useListedSwipes`) and hands each card its part of the rest.

export interface SelectionApi {
  /** Whether the viewer may select (editors: every bulk action changes swipes). */
  canSelect: boolean;
  selection: Selection;
  /** The listed swipes, in order (hidden ones left out). */
  order: readonly string[];
  hidden: ReadonlySet<string>;
  /** The card that takes Tab into the grid. */
  focusId: string | null;
  setFocusId: (id: string) => void;
  setCanSelect: (canSelect: boolean) => void;
  setOrder: (ids: readonly string[]) => void;
  /** A click on a card's checkbox (with Shift: the range from the last one). */
  click: (id: string, shift: boolean) => void;
  selectAllListed: () => void;
  clear: () => void;
  hide: (ids: readonly string[]) => void;
  unhide: (ids: readonly string[]) => void;
}

const SelectionContext = createContext<SelectionApi | null>(null);

export function SelectionProvider({ children }: { children: ReactNode }) {
  const [canSelect, setCanSelect] = useState(false);
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const [listed, setListed] = useState<readonly string[]>([]);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [focusId, setFocusId] = useState<string | null>(null);
  const order = useMemo(() => listed.filter((id) => !hidden.has(id)), [listed, hidden]);

  useEffect(() => setSelection((current) => keepListed(current, order)), [order]);

  const setOrder = useCallback(
    (ids: readonly string[]) =>
      setListed((current) =>
        current.length === ids.length && current.every((id, i) => id === ids[i]) ? current : ids,
      ),
    [],
  );
  const click = useCallback(
    (id: string, shift: boolean) =>
      setSelection((current) => (shift ? extendTo(current, order, id) : toggle(current, id))),
    [order],
  );
  const hide = useCallback(
    (ids: readonly string[]) => setHidden((current) => new Set([...current, ...ids])),
    [],
  );
  const unhide = useCallback(
    (ids: readonly string[]) =>
      setHidden((current) => new Set([...current].filter((id) => !ids.includes(id)))),
    [],
  );
  const api = useMemo<SelectionApi>(
    () => ({
      canSelect,
      selection,
      order,
      hidden,
      focusId: focusId && order.includes(focusId) ? focusId : (order[0] ?? null),
      setFocusId,
      setCanSelect,
      setOrder,
      click,
      selectAllListed: () => setSelection(selectAll(order)),
      clear: () => setSelection(NO_SELECTION),
      hide,
      unhide,
    }),
    [canSelect, selection, order, hidden, focusId, setOrder, click, hide, unhide],
  );
  return <SelectionContext.Provider value={api}>{children}</SelectionContext.Provider>;
}

/** The page's selection, or null outside a SelectionProvider (e.g. a collection's page). */
export function useSelection(): SelectionApi | null {
  return useContext(SelectionContext);
}

/** Lets the viewer select swipes (editors: every bulk action changes them). */
export function useAllowSelection(canSelect: boolean): void {
  const set = useContext(SelectionContext)?.setCanSelect;
  useEffect(() => set?.(canSelect), [set, canSelect]);
}

/** Tells the selection which swipes the list shows, in order. */
export function useListedSwipes(ids: readonly string[]): void {
  const setOrder = useContext(SelectionContext)?.setOrder;
  const key = ids.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids are compared by value (key)
  useEffect(() => setOrder?.(ids), [setOrder, key]);
}

/**
 * The cards' callbacks, stable for the page's life (they read the latest selection when
 * called), so a memoised card does not render again when the list or selection changes.
 */
export function useCardActions(api: SelectionApi | null): {
  onFocusCard: (id: string) => void;
  onToggle: (id: string, shift: boolean) => void;
} {
  const latest = useRef(api);
  latest.current = api;
  return useMemo(
    () => ({
      onFocusCard: (id: string) => latest.current?.setFocusId(id),
      onToggle: (id: string, shift: boolean) => latest.current?.click(id, shift),
    }),
    [],
  );
}
