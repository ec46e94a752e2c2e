import type { QueuedSave } from '../shared/queued-saves';

// The rules of the offline queue, apart from Chrome: when to try again, what the toolbar
// badge says, which saves are due.

/** Chrome fires alarms at most every 30 seconds. */
const FIRST_RETRY_MINUTES = 0.5;
const LAST_RETRY_MINUTES = 30;

/** 30 s after the first failed send, then twice as long each time, at most 30 minutes. */
export function retryDelayMinutes(attempts: number): number {
  return Math.min(FIRST_RETRY_MINUTES * 2 ** Math.max(attempts - 1, 0), LAST_RETRY_MINUTES);
}

/** The number on the toolbar button: every save still in the extension; nothing when none. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

/** The saves to send now to `serverOrigin`, oldest first (refused ones wait for the person). */
export function dueSaves(list: readonly QueuedSave[], serverOrigin: string): QueuedSave[] {
  return list
    .filter((save) => !save.refusal && save.serverOrigin === serverOrigin)
    .sort((a, b) => a.queuedAt - b.queuedAt);
}

/** A file as text for chrome.storage (JSON only) and back. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

export function base64ToFile(base64: string, name: string, type: string): File {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], name, { type });
}
