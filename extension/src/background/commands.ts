import type { CaptureMode, SaveReply, SaveRequest } from '../shared/messages';
import { pageAddress } from '../shared/page-address';
import { getAuth, getServerOrigin } from '../shared/storage';
import { menuTeamId } from './context-menus';
import { notifyInTab } from './notify';
import { handleSaveRequest } from './save-request';

// Keyboard shortcuts (manifest `commands`; people change the keys at
// chrome://extensions/shortcuts): save the visible area, or start a region selection, of the
// tab in front, with its title and address, to the team last used. Chrome grants activeTab
// for the tab when a shortcut is pressed, as for a click on the toolbar button.

export const COMMAND_MODES: Record<string, CaptureMode> = {
  'save-visible-area': 'visible',
  'select-region': 'region',
};

/** What a shortcut asks for, as the popup would ask it; null when the tab cannot be saved. */
export function commandRequest(
  command: string,
  tab: Pick<chrome.tabs.Tab, 'id' | 'url' | 'title'>,
  teamId: string,
): SaveRequest | null {
  const mode = COMMAND_MODES[command];
  const url = pageAddress(tab.url);
  if (!mode || tab.id === undefined || tab.id < 0 || !url) return null;
  return {
    type: 'swipestack:save',
    tabId: tab.id,
    mode,
    swipe: {
      teamId,
      kind: 'WEBSITE',
      title: tab.title ?? '',
      url,
      notes: '',
      tags: [],
      collectionIds: [],
    },
  };
}

export async function handleCommand(command: string, tab: chrome.tabs.Tab | undefined) {
  const tabId = tab?.id;
  if (!tab || tabId === undefined || tabId < 0 || !COMMAND_MODES[command]) return;
  const serverOrigin = await getServerOrigin();
  let reply: SaveReply;
  if (!(await getAuth())) {
    reply = { ok: false, error: 'Sign in to Swipestack first.', signedOut: true };
  } else if (!pageAddress(tab.url)) {
    reply = { ok: false, error: "This page can't be saved." };
  } else {
    try {
      const teamId = await menuTeamId();
      const request = teamId ? commandRequest(command, tab, teamId) : null;
      reply = request
        ? await handleSaveRequest(request)
        : { ok: false, error: 'Open the Swipestack popup once to choose a team, then try again.' };
    } catch (error) {
      reply = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }
  // The region selector shows its own hint; every other outcome is told in the page.
  if (reply.ok && 'selecting' in reply) return;
  await notifyInTab(tabId, reply, serverOrigin);
}
