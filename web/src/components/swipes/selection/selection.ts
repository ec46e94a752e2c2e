// Which swipes of the list on screen are selected for a bulk action: a click toggles one, a
// shift-click selects the range from the last one clicked (the anchor) to it.

export interface Selection {
  readonly ids: ReadonlySet<string>;
  /** The swipe a shift-click's range starts from: the last one toggled. */
  readonly anchor: string | null;
}

export const NO_SELECTION: Selection = { ids: new Set(), anchor: null };

/** Selects or unselects one swipe; it becomes the anchor. */
export function toggle(selection: Selection, id: string): Selection {
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { ids, anchor: id };
}

/**
 * A shift-click on `id`: every swipe between the anchor and it (in list order) takes the
 * anchor's state (selected, or not); without an anchor on the list it is a plain toggle.
 */
export function extendTo(selection: Selection, order: readonly string[], id: string): Selection {
  const from = selection.anchor ? order.indexOf(selection.anchor) : -1;
  const to = order.indexOf(id);
  if (from < 0 || to < 0) return toggle(selection, id);
  const select = selection.ids.has(selection.anchor as string);
  const ids = new Set(selection.ids);
  for (const each of order.slice(Math.min(from, to), Math.max(from, to) + 1)) {
    if (select) ids.add(each);
    else ids.delete(each);
  }
  return { ids, anchor: id };
}

/** Every swipe on the list. */
export function selectAll(order: readonly string[]): Selection {
  return { ids: new Set(order), anchor: null };
}

/** Drops the swipes that left the list (deleted, moved, filtered out). */
export function keepListed(selection: Selection, order: readonly string[]): Selection {
  const listed = new Set(order);
  if ([...selection.ids].every((id) => listed.has(id))) return selection;
  return {
    ids: new Set([...selection.ids].filter((id) => listed.has(id))),
    anchor: selection.anchor && listed.has(selection.anchor) ? selection.anchor : null,
  };
}
