// The web app's side of the Chrome extension: its fixed ID (from the key in
// extension/manifest.json; see docs/extension.md) and the messages the app sends it.

/** A build for another key can pass its ID as VITE_EXTENSION_ID. */
export const EXTENSION_ID: string =
  import.meta.env.VITE_EXTENSION_ID || 'iefngnbfclgahjelbnfmdncmbhchkjjm';

/** How long to wait for the extension's answer before treating it as absent. */
const REPLY_TIMEOUT_MS = 5000;

export type ExtensionPing =
  | { ok: true; signedIn: boolean; email: string | null; version: string }
  | { ok: false; error: string };

export type ExtensionHandoffReply =
  | { ok: true; email: string; firstInstall: boolean }
  | { ok: false; error: string };

interface ChromeRuntime {
  sendMessage(extensionId: string, message: unknown, callback: (reply: unknown) => void): void;
  lastError?: { message?: string };
}

/** `chrome.runtime` exists on a page only when an installed extension lets it connect. */
function runtime(): ChromeRuntime | null {
  const chrome = (globalThis as { chrome?: { runtime?: Partial<ChromeRuntime> } }).chrome;
  return typeof chrome?.runtime?.sendMessage === 'function'
    ? (chrome.runtime as ChromeRuntime)
    : null;
}

/** Sends the extension a message; null when it is not installed, disabled or silent. */
export function sendToExtension<T>(
  message: unknown,
  timeoutMs = REPLY_TIMEOUT_MS,
): Promise<T | null> {
  const chromeRuntime = runtime();
  if (!chromeRuntime) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const finish = (reply: T | null) => {
      clearTimeout(timer);
      resolve(reply);
    };
    try {
      chromeRuntime.sendMessage(EXTENSION_ID, message, (reply) => {
        // Reading lastError tells Chrome the failure (no such extension) was handled.
        finish(chromeRuntime.lastError ? null : ((reply as T | undefined) ?? null));
      });
    } catch {
      finish(null);
    }
  });
}

export const pingExtension = () => sendToExtension<ExtensionPing>({ type: 'swipestack:ping' });

export const handOffToExtension = (code: string) =>
  sendToExtension<ExtensionHandoffReply>({ type: 'swipestack:handoff', code });
