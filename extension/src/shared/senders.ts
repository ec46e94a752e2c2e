import { originOf } from './server-address';

// Who may ask the extension for what. Chrome's externally_connectable patterns ignore ports,
// so any page on the server's host could reach the extension: only the configured server's
// own origin (its top frame) may hand over a sign-in. Saves, which use the token, are taken
// from the extension's own pages only, never from content scripts or other extensions.

type Sender = Pick<chrome.runtime.MessageSender, 'id' | 'url' | 'origin' | 'tab' | 'frameId'>;

/** A top-level page of the configured Swipestack server. */
export function isServerPage(sender: Sender, serverOrigin: string): boolean {
  if (!sender.tab || sender.frameId !== 0) return false;
  if (originOf(sender.url) !== serverOrigin) return false;
  return sender.origin === undefined || sender.origin === serverOrigin;
}

/** One of this extension's own pages (popup, options), wherever it is open. */
export function isExtensionPage(sender: Sender, extensionId: string): boolean {
  return (
    sender.id === extensionId &&
    Boolean(sender.url?.startsWith(`chrome-extension://${extensionId}/`))
  );
}

/** A script this extension injected into the top frame of `tabId`. */
export function isOwnScriptInTab(sender: Sender, extensionId: string, tabId: number): boolean {
  return sender.id === extensionId && sender.tab?.id === tabId && sender.frameId === 0;
}
