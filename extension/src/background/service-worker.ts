import { installExtensionErrorReporting } from '../shared/error-reports';
import { parseQueueRequest, parseRegionMessage, parseSaveRequest } from '../shared/messages';
import { isExtensionPage, isOwnScriptInTab } from '../shared/senders';
import { handleCommand } from './commands';
import { createContextMenus, handleContextMenuClick } from './context-menus';
import { handleExternalMessage } from './external-messages';
import { discardQueued, RETRY_ALARM, refreshBadge, sendQueued } from './save-queue';
import { handleRegion, handleSaveRequest } from './save-request';

// The extension's background: the only place, with its own pages, that holds the token.

installExtensionErrorReporting('background');

// storage.local is open to content scripts by default; the token must not be. Older Chrome
// versions have this only for storage.session (the call throws or is refused there): the worker
// must still start, and our content scripts never read the token.
async function restrictTokenStorage() {
  try {
    await chrome.storage.local.setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' });
  } catch (error) {
    console.warn('This Chrome cannot keep storage.local from content scripts:', error);
  }
}
void restrictTokenStorage();

// Saves kept while the server was unreachable: counted on the button whenever the worker
// starts (Chrome does not keep the badge across restarts) and sent when the server answers:
// at browser start, on the retry alarm, after a new sign-in.
void refreshBadge();

chrome.runtime.onInstalled.addListener(() => {
  createContextMenus();
  void sendQueued();
});
chrome.runtime.onStartup.addListener(() => {
  void sendQueued();
});
chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === RETRY_ALARM) void sendQueued();
});
chrome.storage.onChanged.addListener((changes, area) => {
  if (area === 'local' && changes.auth?.newValue) void sendQueued();
});

chrome.commands.onCommand.addListener((command, tab) => {
  void handleCommand(command, tab);
});

chrome.contextMenus.onClicked.addListener((info, tab) => {
  void handleContextMenuClick(info, tab);
});

// The web app's ping and sign-in hand-off (externally_connectable, checked by origin).
chrome.runtime.onMessageExternal.addListener((message, sender, sendResponse) => {
  void handleExternalMessage(message, sender).then(sendResponse);
  return true;
});

chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  const id = chrome.runtime.id;
  const save = parseSaveRequest(message);
  if (save) {
    if (!isExtensionPage(sender, id)) return false;
    void handleSaveRequest(save).then(sendResponse);
    return true;
  }
  const queue = parseQueueRequest(message);
  if (queue) {
    if (!isExtensionPage(sender, id)) return false;
    const done = queue.type === 'swipestack:send-queued' ? sendQueued() : discardQueued(queue.id);
    void done.then(() => sendResponse({ ok: true }));
    return true;
  }
  const region = parseRegionMessage(message);
  const tabId = sender.tab?.id;
  if (region && tabId !== undefined && isOwnScriptInTab(sender, id, tabId)) {
    void handleRegion(region, tabId);
  }
  return false;
});
