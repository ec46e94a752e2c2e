// The save screen's last choice (docs/share.md): team, tags and collections, kept per user in
// local storage so the next share saves the same way in one tap. Storage failures are
// tolerated (spec §8): the screen then starts from the selected team.

export interface ShareChoice {
  teamId: string;
  tags: string[];
  collectionIds: string[];
}

const KEY_PREFIX = 'sw-share-choice-';

export function readShareChoice(userId: string): ShareChoice | null {
  try {
    const raw = window.localStorage.getItem(KEY_PREFIX + userId);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ShareChoice>;
    if (typeof value.teamId !== 'string') return null;
    const strings = (list: unknown) =>
      Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
    return {
      teamId: value.teamId,
      tags: strings(value.tags),
      collectionIds: strings(value.collectionIds),
    };
  } catch {
    return null;
  }
}

export function storeShareChoice(userId: string, choice: ShareChoice): void {
  try {
    window.localStorage.setItem(KEY_PREFIX + userId, JSON.stringify(choice));
  } catch {
    // Not remembered: the next share starts from the selected team.
  }
}
