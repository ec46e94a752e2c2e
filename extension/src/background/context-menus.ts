import { pageAddress } from '../shared/page-address';
import { getAuth, getServerOrigin } from '../shared/storage';
import { defaultTeamId } from './default-team';
import { notifyInTab } from './notify';
import { asReply, saveSelection, uploadSwipe } from './save-swipe';

// Right-click saves: an image as an IMAGE swipe (downloaded here, in the service worker, and
// uploaded), and selected text as a swipe whose source is the page.

const MENU = { image: 'swipestack-save-image', selection: 'swipestack-save-selection' } as const;

/** The server takes images up to 20 MB. */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

export function createContextMenus(): void {
  chrome.contextMenus.removeAll(() => {
    chrome.contextMenus.create({
      id: MENU.image,
      title: 'Save image to Swipestack',
      contexts: ['image'],
    });
    chrome.contextMenus.create({
      id: MENU.selection,
      title: 'Save selected text to Swipestack',
      contexts: ['selection'],
    });
  });
}

export function imageFileName(src: string, type: string): string {
  const extension = type.split('/')[1]?.replace('jpeg', 'jpg').replace(/\W.*$/, '') || 'img';
  let base = 'image';
  try {
    const url = new URL(src);
    if (url.protocol !== 'data:') {
      base = decodeURIComponent(url.pathname.split('/').pop() ?? '').replace(/\.[^.]*$/, '');
    }
  } catch {
    // odd addresses keep the generic name
  }
  return `${base.slice(0, 100) || 'image'}.${extension}`;
}

async function downloadImage(src: string): Promise<File> {
  if (!/^(https?|data):/i.test(src))
    throw new Error('Swipestack can only save images from web pages.');
  let response: Response | null = null;
  // Without cookies first (CDNs answer that, even to other origins); then with the site's
  // cookies, for images behind a sign-in on the page's own site (activeTab lets us read those).
  for (const credentials of ['omit', 'include'] as const) {
    try {
      response = await fetch(src, { credentials });
      if (response.ok) break;
    } catch {
      // try the next way, or give up below
    }
  }
  if (!response) {
    throw new Error(
      "This site doesn't let other sites download its images. Save the area with a region screenshot instead.",
    );
  }
  if (!response.ok) throw new Error(`The image could not be downloaded (${response.status}).`);
  const blob = await response.blob();
  if (!blob.type.startsWith('image/')) throw new Error('That is not an image Swipestack can save.');
  if (blob.size > MAX_IMAGE_BYTES) throw new Error('The image is larger than 20 MB.');
  return new File([blob], imageFileName(src, blob.type), { type: blob.type });
}

export async function handleContextMenuClick(
  info: chrome.contextMenus.OnClickData,
  tab: chrome.tabs.Tab | undefined,
): Promise<void> {
  const tabId = tab?.id;
  if (tabId === undefined || tabId < 0) return;
  const serverOrigin = await getServerOrigin();
  const reply = await asReply(async () => {
    if (!(await getAuth()))
      return { ok: false, error: 'Sign in to Swipestack first.', signedOut: true };
    const teamId = await defaultTeamId();
    const pageUrl = pageAddress(info.pageUrl ?? tab?.url);
    if (info.menuItemId === MENU.image && info.srcUrl) {
      const file = await downloadImage(info.srcUrl);
      return uploadSwipe(file, {
        teamId,
        kind: 'IMAGE',
        url: pageUrl ?? '',
        title: tab?.title ?? '',
      });
    }
    if (info.menuItemId === MENU.selection && info.selectionText?.trim()) {
      return saveSelection(teamId, info.selectionText.trim(), pageUrl);
    }
    return { ok: false, error: 'There is nothing to save here.' };
  });
  await notifyInTab(tabId, reply, serverOrigin);
}
