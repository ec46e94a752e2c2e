import { MAX_VIDEO_BYTES, VIDEO_MESSAGES, type VideoPlan } from '@swipestack/common/uploads';
import { getRequest, graphql } from 'relay-runtime';
import type { saveVideoPlanQuery$data } from '../__generated__/saveVideoPlanQuery.graphql';
import {
  locateVideo,
  type Recording,
  recordVideo,
  scrollBackFromVideo,
  type VideoOnPage,
} from '../content/video-locator';
import { dataOf, runOperation } from '../shared/graphql';
import type { SaveReply, SwipeDetails, VideoProgress } from '../shared/messages';
import { FRAME_NOTE, RECORDING_MAX_SECONDS, RECORDING_NOTE } from '../shared/video-texts';
import { defaultTeamId } from './default-team';
import { uploadOrQueue } from './save-queue';
import { CANNOT_CAPTURE, captureRegion, runInTab } from './tab-capture';
import { downloadVideo, isFetchable, VideoTooLargeError } from './video-download';
import { uploadVideo } from './video-upload';

// "Save video": the page's video (the one right-clicked, else the largest on screen) as a
// VIDEO swipe. Its file when the extension may download it; else a recording of the player as
// the page plays it, where the browser allows; else one frame, cut from a screenshot, as an
// IMAGE swipe. The swipe's note and the message say which.

export const NO_VIDEO = 'There is no video on this page to save.';

const PlanQuery = graphql`
  query saveVideoPlanQuery($teamId: ID!) {
    team: node(id: $teamId) {
      ... on Team {
        plan
      }
    }
  }
`;

/** The team's plan, whose limit the download is held to (the server checks it again). */
async function teamPlan(teamId: string): Promise<VideoPlan> {
  const data = dataOf<saveVideoPlanQuery$data>(
    await runOperation(getRequest(PlanQuery).params, { teamId }),
  );
  const plan = data.team?.plan;
  if (!plan) throw new Error('This team is no longer available.');
  // A plan this build does not know: the largest limit, and the server's word on it.
  return plan in MAX_VIDEO_BYTES ? (plan as VideoPlan) : 'TEAM';
}

/** Tells the popup (when open) how far the save is; nobody listening is fine. */
function reporter(tabId: number) {
  let lastAt = 0;
  return (progress: Omit<VideoProgress, 'type' | 'tabId'>, always = true) => {
    const now = Date.now();
    if (!always && now - lastAt < 250) return;
    lastAt = now;
    chrome.runtime
      .sendMessage({
        type: 'swipestack:video-progress',
        tabId,
        ...progress,
      } satisfies VideoProgress)
      .catch(() => undefined);
  };
}

/** Keeps the service worker awake while the page records (an extension call resets its timer). */
async function whileAwake<T>(work: Promise<T>): Promise<T> {
  const timer = setInterval(() => void chrome.runtime.getPlatformInfo(), 20_000);
  try {
    return await work;
  } finally {
    clearInterval(timer);
  }
}

const dataUrlToBlob = async (dataUrl: string) => (await fetch(dataUrl)).blob();

type VideoSwipe = Omit<SwipeDetails, 'teamId' | 'kind'> & { teamId: string | null };

export async function saveVideo(
  tab: chrome.tabs.Tab,
  srcHint: string | null,
  swipe: VideoSwipe,
): Promise<SaveReply> {
  const tabId = tab.id as number;
  let video: VideoOnPage | null;
  try {
    video = await runInTab(tabId, locateVideo, srcHint);
  } catch {
    throw new Error(CANNOT_CAPTURE);
  }
  if (!video) throw new Error(NO_VIDEO);
  const found = video;
  const report = reporter(tabId);
  try {
    const teamId = swipe.teamId || (await defaultTeamId());
    const plan = await teamPlan(teamId);
    const limit = { bytes: MAX_VIDEO_BYTES[plan], message: VIDEO_MESSAGES.tooManyBytes(plan) };
    const details = {
      teamId,
      title: swipe.title,
      url: swipe.url,
      notes: swipe.notes,
      tags: swipe.tags,
      collectionIds: swipe.collectionIds,
    };
    if (isFetchable(found.src)) {
      try {
        const file = await downloadVideo(found.src, limit.bytes, limit.message, (loaded, total) =>
          report({ phase: 'downloading', loaded, total }, loaded === total),
        );
        report({ phase: 'uploading' });
        return await uploadVideo(file.blob, file.contentType, { ...details, note: '' });
      } catch (error) {
        if (error instanceof VideoTooLargeError) throw error;
        // Refused (403, another site without CORS) or not a file: record it, or keep a frame.
      }
    }
    report({ phase: 'recording', maxSeconds: RECORDING_MAX_SECONDS });
    const recording: Recording = await whileAwake(
      runInTab(tabId, recordVideo, RECORDING_MAX_SECONDS, limit.bytes),
    ).catch((error: unknown) => ({ ok: false, reason: String(error) }));
    if (recording.ok) {
      report({ phase: 'uploading' });
      const blob = await dataUrlToBlob(recording.dataUrl);
      const reply = await uploadVideo(blob, 'video/webm', { ...details, note: RECORDING_NOTE });
      return reply.ok ? { ...reply, videoFallback: 'recording' } : reply;
    }
    report({ phase: 'frame' });
    const frame = await captureRegion(
      await chrome.tabs.get(tabId),
      found.rect,
      found.viewport,
      "This video can't be downloaded or recorded, and isn't shown large enough to keep a frame of it.",
      found.scrolled,
    );
    const reply = await uploadOrQueue(new File([frame], 'video-frame.png', { type: frame.type }), {
      ...swipe,
      teamId,
      kind: 'IMAGE',
      notes: [swipe.notes.trim(), FRAME_NOTE].filter(Boolean).join('\n\n'),
    });
    return reply.ok && !('selecting' in reply) ? { ...reply, videoFallback: 'frame' } : reply;
  } finally {
    await runInTab(tabId, scrollBackFromVideo, found.scrollX, found.scrollY).catch(() => undefined);
  }
}
