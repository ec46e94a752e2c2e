import type { SwipeDetails } from './messages';

// Saves made while the server could not be reached, kept in chrome.storage.local until they
// are sent (survives a browser restart; `unlimitedStorage` lifts the 10 MB quota, since
// screenshots are large). The list holds what the popup shows; each picture is kept under
// its own key so that reading the list never loads the images. Only the service worker
// writes these keys (src/background/save-queue.ts).

/** Said in the popup and in the page when a save was queued. */
export const QUEUED_NOTE =
  "Swipestack can't be reached right now: this save is kept in the extension and sent when it answers.";

/** What a queued save sends once the server answers. */
export type QueuedOperation =
  | {
      type: 'upload';
      /** The team may be unknown when the save was made offline from a context menu. */
      swipe: Omit<Partial<SwipeDetails>, 'teamId'> & { teamId: string | null };
      file: { name: string; type: string };
    }
  | { type: 'selection'; teamId: string | null; text: string; pageUrl: string | null };

export interface QueuedSave {
  id: string;
  queuedAt: number;
  /** The server the save is meant for: sent only while the extension uses that server. */
  serverOrigin: string;
  /** What the popup lists. */
  title: string;
  operation: QueuedOperation;
  /** Failed sends so far (the server still could not be reached): the retry backs off. */
  attempts: number;
  /** The server refused it once it answered (cap reached, invalid): shown, not sent again. */
  refusal?: string;
}

const LIST_KEY = 'queuedSaves';
export const fileKey = (id: string) => `queuedFile:${id}`;

export async function getQueuedSaves(): Promise<QueuedSave[]> {
  const { [LIST_KEY]: list } = (await chrome.storage.local.get(LIST_KEY)) as {
    [LIST_KEY]?: QueuedSave[];
  };
  return list ?? [];
}

export async function setQueuedSaves(list: QueuedSave[]): Promise<void> {
  await chrome.storage.local.set({ [LIST_KEY]: list });
}

/** Calls `listener` with the list whenever it changes (in any extension page). */
export function onQueuedSavesChange(listener: (list: QueuedSave[]) => void): () => void {
  const handle = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
    const change = changes[LIST_KEY];
    if (area === 'local' && change) listener((change.newValue as QueuedSave[] | undefined) ?? []);
  };
  chrome.storage.onChanged.addListener(handle);
  return () => chrome.storage.onChanged.removeListener(handle);
}
