import { SWIPE_KINDS, type SwipeKindValue } from './swipeKinds';

// The add dialog's draft (issue 37): what was typed, per team, in local storage, so Escape, a
// reload and a failed save keep it until it is saved or discarded. A chosen file is not kept
// (a page cannot store one); sign-out forgets every draft (`forgetAddDrafts`).

export const ADD_DRAFT_PREFIX = 'sw-add-draft-';

export interface AddDraft {
  tab: 'url' | 'image' | 'video' | 'text';
  url: string;
  title: string;
  notes: string;
  urlKind: SwipeKindValue;
  textKind: SwipeKindValue;
  tags: string[];
  collectionIds: string[];
}

const TABS = new Set(['url', 'image', 'video', 'text']);
const KINDS = new Set<string>(SWIPE_KINDS.map((kind) => kind.value));
const strings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Whether the draft holds anything a person typed or chose: the kinds alone do not count, nor
 * the collections the dialog opened with (a collection page's own).
 */
export function hasContent(draft: AddDraft, defaultCollectionIds: readonly string[]): boolean {
  return Boolean(
    draft.url.trim() ||
      draft.title.trim() ||
      draft.notes.trim() ||
      draft.tags.length ||
      draft.collectionIds.some((id) => !defaultCollectionIds.includes(id)),
  );
}

/** The team's stored draft, or null (none, or not one this version wrote). */
export function readAddDraft(teamId: string): AddDraft | null {
  try {
    const raw = window.localStorage.getItem(ADD_DRAFT_PREFIX + teamId);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<AddDraft>;
    if (
      !TABS.has(value.tab as string) ||
      typeof value.url !== 'string' ||
      typeof value.title !== 'string' ||
      typeof value.notes !== 'string' ||
      !KINDS.has(value.urlKind as string) ||
      !KINDS.has(value.textKind as string) ||
      !strings(value.tags) ||
      !strings(value.collectionIds)
    ) {
      return null;
    }
    return value as AddDraft;
  } catch {
    return null;
  }
}

/** Keeps the team's draft (null: forgets it). */
export function keepAddDraft(teamId: string, draft: AddDraft | null) {
  try {
    if (draft) window.localStorage.setItem(ADD_DRAFT_PREFIX + teamId, JSON.stringify(draft));
    else window.localStorage.removeItem(ADD_DRAFT_PREFIX + teamId);
  } catch {
    // Storage full or refused: the draft lives as long as the dialog's state.
  }
}

/** Sign-out: every team's draft goes. */
export function forgetAddDrafts() {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, i) =>
      window.localStorage.key(i),
    );
    for (const key of keys) {
      if (key?.startsWith(ADD_DRAFT_PREFIX)) window.localStorage.removeItem(key);
    }
  } catch {
    // Nothing stored.
  }
}
