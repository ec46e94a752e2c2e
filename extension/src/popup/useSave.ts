import { useCallback, useState } from 'react';
import type { CaptureMode, SaveReply, SaveRequest, SwipeDetails } from '../shared/messages';
import { setLastTeamId } from '../shared/storage';
import { openInTab } from './useTargetTab';

export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving'; mode: CaptureMode }
  | { state: 'selecting' }
  | { state: 'saved'; swipeId: string; teamId: string; truncated: boolean }
  | { state: 'queued'; queuedCount: number; truncated: boolean }
  | { state: 'failed'; error: string; limitReached: boolean };

/** Asks the service worker to capture the tab and save it (the popup never uploads itself). */
export function useSave(tabId: number, onSaved: () => void) {
  const [status, setStatus] = useState<SaveStatus>({ state: 'idle' });
  const save = useCallback(
    async (swipe: SwipeDetails, mode: CaptureMode) => {
      setStatus({ state: 'saving', mode });
      if (swipe.teamId) await setLastTeamId(swipe.teamId);
      const request: SaveRequest = { type: 'swipestack:save', tabId, mode, swipe };
      let reply: SaveReply;
      try {
        reply = (await chrome.runtime.sendMessage(request)) as SaveReply;
      } catch (error) {
        reply = { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
      if (!reply) reply = { ok: false, error: 'The extension did not answer. Try again.' };
      if (reply.ok && 'selecting' in reply) {
        setStatus({ state: 'selecting' });
        // The toolbar popup must close for the person to draw on the page.
        if (!openInTab()) window.close();
      } else if (reply.ok && 'queued' in reply) {
        setStatus({
          state: 'queued',
          queuedCount: reply.queuedCount,
          truncated: Boolean(reply.truncated),
        });
      } else if (reply.ok) {
        setStatus({
          state: 'saved',
          swipeId: reply.swipeId,
          teamId: reply.teamId,
          truncated: Boolean(reply.truncated),
        });
        onSaved();
      } else {
        setStatus({
          state: 'failed',
          error: reply.error,
          limitReached: Boolean(reply.limitReached),
        });
      }
    },
    [tabId, onSaved],
  );
  return { status, save };
}
