import { useCallback, useEffect, useState } from 'react';
import {
  parseVideoProgress,
  type SaveMode,
  type SaveReply,
  type SaveRequest,
  type SwipeDetails,
  type VideoFallback,
  type VideoProgress,
} from '../shared/messages';
import { setLastTeamId } from '../shared/storage';
import { openInTab } from './useTargetTab';

export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving'; mode: SaveMode; progress?: VideoProgress }
  | { state: 'selecting' }
  | {
      state: 'saved';
      swipeId: string;
      teamId: string;
      truncated: boolean;
      videoFallback?: VideoFallback;
    }
  | { state: 'queued'; queuedCount: number; truncated: boolean; videoFallback?: VideoFallback }
  | { state: 'failed'; error: string; limitReached: boolean };

/** Asks the service worker to capture the tab and save it (the popup never uploads itself). */
export function useSave(tabId: number, onSaved: () => void) {
  const [status, setStatus] = useState<SaveStatus>({ state: 'idle' });
  const savingVideo = status.state === 'saving' && status.mode === 'video';

  // How far a video save is, as the service worker reports it.
  useEffect(() => {
    if (!savingVideo) return;
    const listener = (message: unknown, sender: chrome.runtime.MessageSender) => {
      const progress = parseVideoProgress(message);
      if (!progress || progress.tabId !== tabId || sender.id !== chrome.runtime.id || sender.tab) {
        return;
      }
      setStatus((current) =>
        current.state === 'saving' && current.mode === 'video' ? { ...current, progress } : current,
      );
    };
    chrome.runtime.onMessage.addListener(listener);
    return () => chrome.runtime.onMessage.removeListener(listener);
  }, [savingVideo, tabId]);

  const save = useCallback(
    async (swipe: SwipeDetails, mode: SaveMode) => {
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
          ...(reply.videoFallback ? { videoFallback: reply.videoFallback } : {}),
        });
      } else if (reply.ok) {
        setStatus({
          state: 'saved',
          swipeId: reply.swipeId,
          teamId: reply.teamId,
          truncated: Boolean(reply.truncated),
          ...(reply.videoFallback ? { videoFallback: reply.videoFallback } : {}),
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
