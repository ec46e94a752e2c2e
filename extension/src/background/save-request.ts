import { selectRegion } from '../content/region-selector';
import type { RegionMessage, SaveReply, SaveRequest } from '../shared/messages';
import { getAuth, getServerOrigin, setPendingRegion, takePendingRegion } from '../shared/storage';
import { notifyInTab } from './notify';
import { uploadOrQueue } from './save-queue';
import { asReply } from './save-swipe';
import { saveVideo } from './save-video';
import {
  bringToFront,
  CANNOT_CAPTURE,
  captureFullPage,
  captureRegion,
  captureVisibleBlob,
} from './tab-capture';

// Saves the popup asks for: the visible area, the whole page or its video at once; a region
// after the person has drawn it in the tab (the popup closes meanwhile, so the page shows the
// outcome).

export async function handleSaveRequest(request: SaveRequest): Promise<SaveReply> {
  return asReply(async () => {
    const serverOrigin = await getServerOrigin();
    if (!(await getAuth()))
      return { ok: false, error: 'Sign in to Swipestack first.', signedOut: true };
    const tab = await bringToFront(request.tabId);
    if (request.mode === 'region') {
      await setPendingRegion({
        tabId: request.tabId,
        windowId: tab.windowId,
        swipe: request.swipe,
        serverOrigin,
      });
      try {
        await chrome.scripting.executeScript({
          target: { tabId: request.tabId },
          func: selectRegion,
        });
      } catch {
        await takePendingRegion(request.tabId);
        return { ok: false, error: CANNOT_CAPTURE };
      }
      return { ok: true, selecting: true };
    }
    if (request.mode === 'video') return saveVideo(tab, null, request.swipe);
    if (request.mode === 'full') {
      const { blob, truncated } = await captureFullPage(tab);
      const reply = await uploadOrQueue(
        new File([blob], 'full-page.jpg', { type: blob.type }),
        request.swipe,
      );
      return reply.ok && truncated ? { ...reply, truncated } : reply;
    }
    const blob = await captureVisibleBlob(tab);
    return uploadOrQueue(new File([blob], 'screenshot.png', { type: blob.type }), request.swipe);
  });
}

/** The rectangle drawn in a tab: capture it, save it with the details the popup gave. */
export async function handleRegion(message: RegionMessage, tabId: number): Promise<void> {
  const pending = await takePendingRegion(tabId);
  if (!pending) return;
  if (!message.rect) return;
  const rect = message.rect;
  const reply = await asReply(async () => {
    const tab = await chrome.tabs.get(tabId);
    const blob = await captureRegion(tab, rect, message.viewport);
    return uploadOrQueue(new File([blob], 'region.png', { type: blob.type }), pending.swipe);
  });
  await notifyInTab(tabId, reply, pending.serverOrigin);
}
