import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@swipestack/common/uploads';
import { ServerUnreachableError } from '../shared/graphql';
import { pageAddress } from '../shared/page-address';
import { getAuth, getLastTeamId, getServerOrigin } from '../shared/storage';
import { defaultTeamId } from './default-team';
import { fetchFromPage } from './fetch-from-page';
import { notifyInTab } from './notify';
import { saveOrQueue, uploadOrQueue } from './save-queue';
import { titleFromText } from './save-results';
import { asReply, saveSelection } from './save-swipe';
import { saveVideo } from './save-video';
import { bringToFront, cutImageFromScreen } from './tab-capture';

// Right-click saves: an image as an IMAGE swipe (downloaded here, in the service worker, or cut
// out of a screenshot when it cannot be), a video (src/background/save-video.ts), and selected
// text as a swipe whose source is the page. Images and text wait in the offline queue when the
// server cannot be reached.

const MENU = {
  image: 'swipestack-save-image',
  video: 'swipestack-save-video',
  selection: 'swipestack-save-selection',
} as const;

export function createContextMenus(): void {
  chrome.contextMenus.removeAll(() => {
    chrome.contextMenus.create({
      id: MENU.image,
      title: 'Save image to Swipestack',
      contexts: ['image'],
    });
    chrome.contextMenus.create({
      id: MENU.video,
      title: 'Save video to Swipestack',
      contexts: ['video'],
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

/** Said on the swipe (its notes) and in the page when the image was cut out of a screenshot. */
export const CUT_OUT_NOTE =
  'Cut from a screenshot of the page: the image itself could not be downloaded.';

async function downloadImage(src: string): Promise<File> {
  if (!/^(https?|data):/i.test(src)) throw new Error(`${src} cannot be downloaded.`);
  const response = await fetchFromPage(src);
  if (!response?.ok) throw new Error(`The image could not be downloaded (${response?.status}).`);
  const blob = await response.blob();
  if (!blob.type.startsWith('image/')) throw new Error('That is not an image Swipestack can save.');
  if (blob.size > MAX_UPLOAD_BYTES) throw new Error(UPLOAD_MESSAGES.tooManyBytes);
  return new File([blob], imageFileName(src, blob.type), { type: blob.type });
}

/**
 * The image itself when the extension may download it; else (another site refusing other
 * origins, a blob: address, too large) the image as shown, cut out of a screenshot of the tab.
 */
async function imageFile(tab: chrome.tabs.Tab, src: string) {
  try {
    return { file: await downloadImage(src), cutOut: false };
  } catch {
    const blob = await cutImageFromScreen(await bringToFront(tab.id as number), src);
    return {
      file: new File([blob], imageFileName(src, blob.type), { type: blob.type }),
      cutOut: true,
    };
  }
}

/** The team of a context-menu save; offline, the one last used (else decided when it is sent). */
export async function menuTeamId(): Promise<string | null> {
  try {
    return await defaultTeamId();
  } catch (error) {
    if (error instanceof ServerUnreachableError) return getLastTeamId();
    throw error;
  }
}

export async function handleContextMenuClick(
  info: chrome.contextMenus.OnClickData,
  tab: chrome.tabs.Tab | undefined,
): Promise<void> {
  const tabId = tab?.id;
  if (!tab || tabId === undefined || tabId < 0) return;
  const serverOrigin = await getServerOrigin();
  const reply = await asReply(async () => {
    if (!(await getAuth()))
      return { ok: false, error: 'Sign in to Swipestack first.', signedOut: true };
    const teamId = await menuTeamId();
    const pageUrl = pageAddress(info.pageUrl ?? tab.url);
    if (info.menuItemId === MENU.image && info.srcUrl) {
      const { file, cutOut } = await imageFile(tab, info.srcUrl);
      const reply = await uploadOrQueue(file, {
        teamId,
        kind: 'IMAGE',
        url: pageUrl ?? '',
        title: tab.title ?? '',
        notes: cutOut ? CUT_OUT_NOTE : '',
      });
      return reply.ok && cutOut ? { ...reply, cutOut } : reply;
    }
    if (info.menuItemId === MENU.video) {
      return saveVideo(await bringToFront(tabId), info.srcUrl ?? null, {
        teamId,
        title: tab.title ?? '',
        url: pageUrl ?? '',
        notes: '',
        tags: [],
        collectionIds: [],
      });
    }
    const text = info.selectionText?.trim();
    if (info.menuItemId === MENU.selection && text) {
      return saveOrQueue(
        { type: 'selection', teamId, text, pageUrl },
        titleFromText(text),
        null,
        async () => saveSelection(teamId ?? (await defaultTeamId()), text, pageUrl),
      );
    }
    return { ok: false, error: 'There is nothing to save here.' };
  });
  await notifyInTab(tabId, reply, serverOrigin);
}
