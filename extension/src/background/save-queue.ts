import { ServerUnreachableError, SignedOutError } from '../shared/graphql';
import type { SaveReply } from '../shared/messages';
import {
  fileKey,
  getQueuedSaves,
  type QueuedOperation,
  type QueuedSave,
  setQueuedSaves,
} from '../shared/queued-saves';
import { getAuth } from '../shared/storage';
import { defaultTeamId } from './default-team';
import { badgeText, base64ToFile, dueSaves, fileToBase64, retryDelayMinutes } from './queue-policy';
import { saveSelection, uploadSwipe } from './save-swipe';

// The offline queue: a save the server could not receive is kept (src/shared/queued-saves.ts)
// and sent again on an alarm that backs off, when the browser starts, when another save gets
// through, and when the popup asks. Only network failures are queued: a refusal (cap reached,
// signed out, invalid) is shown at once as before.

export const RETRY_ALARM = 'swipestack-send-queued';

let listUpdate: Promise<unknown> = Promise.resolve();

/** Read-modify-write of the list, one at a time (sends, new saves and discards interleave). */
function updateList<T>(change: (list: QueuedSave[]) => { list: QueuedSave[]; result: T }) {
  const next = listUpdate.then(async () => {
    const { list, result } = change(await getQueuedSaves());
    await setQueuedSaves(list);
    await showCount(list.length);
    return result;
  });
  listUpdate = next.catch(() => undefined);
  return next;
}

async function showCount(count: number) {
  await chrome.action.setBadgeBackgroundColor({ color: '#d97706' });
  await chrome.action.setBadgeText({ text: badgeText(count) });
  await chrome.action.setTitle({
    title: count ? `Save to Swipestack (${count} waiting to be sent)` : 'Save to Swipestack',
  });
}

/** Shows the count of waiting saves on the toolbar button (after a browser restart too). */
export async function refreshBadge(): Promise<void> {
  await showCount((await getQueuedSaves()).length);
}

async function enqueue(
  operation: QueuedOperation,
  title: string,
  serverOrigin: string,
  file?: Blob,
): Promise<number> {
  const id = crypto.randomUUID();
  // The picture first: a list entry never points at a missing file.
  if (file) await chrome.storage.local.set({ [fileKey(id)]: await fileToBase64(file) });
  const count = await updateList((list) => ({
    list: [
      ...list,
      {
        id,
        queuedAt: Date.now(),
        serverOrigin,
        title,
        operation,
        attempts: 0,
      } satisfies QueuedSave,
    ],
    result: list.length + 1,
  }));
  await scheduleRetry(retryDelayMinutes(1));
  return count;
}

async function scheduleRetry(delayInMinutes: number) {
  await chrome.alarms.create(RETRY_ALARM, { delayInMinutes });
}

/**
 * Runs a save; when the server cannot be reached, keeps it for later and says so. A save that
 * gets through sends the waiting ones too (the server is back).
 */
export async function saveOrQueue(
  operation: QueuedOperation,
  title: string,
  file: File | null,
  send: () => Promise<SaveReply>,
): Promise<SaveReply> {
  const auth = await getAuth();
  try {
    const reply = await send();
    if (reply.ok) void sendQueued();
    return reply;
  } catch (error) {
    if (!(error instanceof ServerUnreachableError) || !auth) throw error;
    const queuedCount = await enqueue(operation, title, auth.serverOrigin, file ?? undefined);
    return { ok: true, queued: true, queuedCount };
  }
}

type UploadDetails = Extract<QueuedOperation, { type: 'upload' }>['swipe'];

const upload = async (file: File, swipe: UploadDetails) =>
  uploadSwipe(file, { ...swipe, teamId: swipe.teamId || (await defaultTeamId()) });

/**
 * Uploads a picture, or keeps it in the queue when the server cannot be reached. No team (the
 * popup could not load them, offline): the one `defaultTeamId` picks when it is sent.
 */
export function uploadOrQueue(file: File, details: UploadDetails) {
  const swipe = { ...details, teamId: details.teamId || null };
  return saveOrQueue(
    { type: 'upload', swipe, file: { name: file.name, type: file.type } },
    swipe.title?.trim() || file.name,
    file,
    () => upload(file, swipe),
  );
}

async function send(save: QueuedSave): Promise<SaveReply> {
  const { operation } = save;
  if (operation.type === 'selection') {
    const teamId = operation.teamId ?? (await defaultTeamId());
    return saveSelection(teamId, operation.text, operation.pageUrl);
  }
  const key = fileKey(save.id);
  const { [key]: base64 } = (await chrome.storage.local.get(key)) as Record<string, string>;
  if (!base64) return { ok: false, error: 'The picture of this save was lost.' };
  return upload(base64ToFile(base64, operation.file.name, operation.file.type), operation.swipe);
}

async function forget(id: string) {
  await updateList((list) => ({ list: list.filter((save) => save.id !== id), result: null }));
  await chrome.storage.local.remove(fileKey(id));
}

async function markRefused(id: string, refusal: string) {
  await updateList((list) => ({
    list: list.map((save) => (save.id === id ? { ...save, refusal } : save)),
    result: null,
  }));
}

/** One failed round: every due save counts an attempt; the next round waits longer. */
async function backOff(ids: Set<string>) {
  const attempts = await updateList((list) => {
    const next = list.map((save) =>
      ids.has(save.id) ? { ...save, attempts: save.attempts + 1 } : save,
    );
    return { list: next, result: Math.max(0, ...next.map((save) => save.attempts)) };
  });
  await scheduleRetry(retryDelayMinutes(attempts));
}

let sending: Promise<void> | null = null;
let sendAgain = false;

/** Sends the waiting saves for the current server, oldest first; one round at a time. */
export function sendQueued(): Promise<void> {
  if (sending) {
    sendAgain = true;
    return sending;
  }
  sending = (async () => {
    try {
      do {
        sendAgain = false;
        await sendRound();
      } while (sendAgain);
    } finally {
      sending = null;
    }
  })();
  return sending;
}

async function sendRound() {
  const auth = await getAuth();
  // Signed out: they wait for the next sign-in (the hand-off sends them).
  if (!auth) return;
  const due = dueSaves(await getQueuedSaves(), auth.serverOrigin);
  if (!due.length) {
    await chrome.alarms.clear(RETRY_ALARM);
    return;
  }
  for (const save of due) {
    let reply: SaveReply;
    try {
      reply = await send(save);
    } catch (error) {
      if (error instanceof ServerUnreachableError) {
        await backOff(new Set(due.map((d) => d.id)));
        return;
      }
      if (error instanceof SignedOutError) return;
      reply = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    if (reply.ok) await forget(save.id);
    else if (reply.signedOut) return;
    else await markRefused(save.id, reply.error);
  }
  await chrome.alarms.clear(RETRY_ALARM);
}

/** The person gave up on a waiting save (the popup's Remove). */
export function discardQueued(id: string): Promise<void> {
  return forget(id);
}
