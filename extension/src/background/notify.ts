import { ICONS } from '@swipestack/common/icons';
import { showPageToast } from '../content/page-toast';
import type { SaveReply } from '../shared/messages';
import { QUEUED_NOTE } from '../shared/queued-saves';
import { appLink } from '../shared/server-address';
import { VIDEO_FALLBACK_SAVED } from '../shared/video-texts';

const CUT_OUT_SUFFIX =
  'The image could not be downloaded, so it was cut from a screenshot of the page.';

/** What to tell the person about a save, with a link into the web app when there is one. */
export function replyNote(reply: SaveReply, serverOrigin: string) {
  if (reply.ok && 'queued' in reply) {
    return {
      text: `${QUEUED_NOTE}${reply.cutOut ? ` ${CUT_OUT_SUFFIX}` : ''}${reply.videoFallback ? ` ${VIDEO_FALLBACK_SAVED[reply.videoFallback]}` : ''}`,
      tone: 'success' as const,
      link: null,
    };
  }
  if (reply.ok && 'swipeId' in reply) {
    return {
      text: reply.truncated
        ? 'Saved to Swipestack (the page was too long: its top part was kept).'
        : reply.cutOut
          ? `Saved to Swipestack. ${CUT_OUT_SUFFIX}`
          : reply.videoFallback
            ? VIDEO_FALLBACK_SAVED[reply.videoFallback]
            : 'Saved to Swipestack.',
      tone: 'success' as const,
      link: {
        href: appLink(serverOrigin, '/swipes', { swipe: reply.swipeId, teamId: reply.teamId }),
        label: 'Open in Swipestack',
      },
    };
  }
  if (reply.ok) return { text: 'Select the area to save.', tone: 'success' as const, link: null };
  const link = reply.limitReached
    ? { href: appLink(serverOrigin, '/settings#billing'), label: 'Upgrade' }
    : reply.signedOut
      ? { href: appLink(serverOrigin, '/extension-installed'), label: 'Open Swipestack to sign in' }
      : null;
  return { text: reply.error, tone: 'error' as const, link };
}

/**
 * Shows the outcome in the page (the popup is closed after a context-menu or region save);
 * where no script may run (the browser's own pages), the toolbar badge says it instead.
 */
export async function notifyInTab(tabId: number, reply: SaveReply, serverOrigin: string) {
  const note = replyNote(reply, serverOrigin);
  try {
    await chrome.scripting.executeScript({
      target: { tabId },
      func: showPageToast,
      args: [note.text, note.tone, note.link, ICONS.close.paths],
    });
  } catch {
    await chrome.action.setBadgeBackgroundColor({ tabId, color: reply.ok ? '#16a34a' : '#dc2626' });
    await chrome.action.setBadgeText({ tabId, text: reply.ok ? '✓' : '!' });
    await chrome.action.setTitle({ tabId, title: note.text });
  }
}
