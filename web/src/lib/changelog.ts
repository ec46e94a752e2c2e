import { type ContentEntry, type FrontMatter, sortEntries } from './markdown';

/**
 * The changelog's entries (`web/content/changelog/*.md`, docs/content.md), newest first: their
 * front matter only, for the app's "What's new" panel; /changelog loads the bodies.
 */
const metas = import.meta.glob<FrontMatter>('../../content/changelog/*.md', {
  query: '?meta',
  import: 'default',
  eager: true,
});

export const CHANGELOG: readonly ContentEntry[] = sortEntries(
  Object.entries(metas).map(([file, meta]) => ({
    slug: (file.split('/').pop() ?? '').replace(/\.md$/, ''),
    meta,
  })),
  'blog',
);

const seenKey = (userId: string) => `swipestack.changelog.seen.${userId}`;

/** Whether the newest entry is one the user has not opened "What's new" since (this browser). */
export function hasUnreadChangelog(userId: string, storage: Storage | null): boolean {
  const newest = CHANGELOG[0]?.slug;
  if (!newest) return false;
  try {
    return storage?.getItem(seenKey(userId)) !== newest;
  } catch {
    return false;
  }
}

/** Remembers that the user has seen every entry there is now. */
export function markChangelogSeen(userId: string, storage: Storage | null): void {
  const newest = CHANGELOG[0]?.slug;
  if (!newest) return;
  try {
    storage?.setItem(seenKey(userId), newest);
  } catch {
    // storage refused (private mode, full): the dot shows again next time, nothing else
  }
}
