import type { VideoPlan } from '@swipestack/common/uploads';
import { VIDEO_MESSAGES } from '@swipestack/common/uploads';

/** What the server answered for a video: the new swipe's id, the message to show, or nothing (cancelled). */
export type VideoUploadAnswer =
  | { ok: true; swipeId: string }
  | { ok: false; status: number; message: string }
  | { ok: false; status: 0; message: null };

export const VIDEO_CONNECTION_FAILED =
  'We could not reach Swipestack. Check your connection and try again.';

/**
 * Sends a video to POST /api/teams/{teamId}/videos as the raw request body (docs/web.md,
 * "Video swipes"), reporting the share sent (0–1). XMLHttpRequest, because fetch reports no
 * upload progress. The server's refusals (400, 402, 403, 413, 415, 503) come back with its own
 * words; a 413 from something in front of it, without them, names the plan's limit.
 * Aborting `signal` cancels the upload: the answer then has no message.
 */
export function uploadVideo(
  {
    teamId,
    file,
    title,
    notes,
    plan,
  }: { teamId: string; file: File; title: string | null; notes: string | null; plan: VideoPlan },
  onProgress: (sent: number) => void,
  signal: AbortSignal,
): Promise<VideoUploadAnswer> {
  return new Promise((resolve) => {
    const query = new URLSearchParams();
    if (title) query.set('title', title);
    if (notes) query.set('notes', notes);
    const request = new XMLHttpRequest();
    request.open('POST', `/api/teams/${encodeURIComponent(teamId)}/videos?${query}`);
    // The server probes the content; the declared type is only what the browser thinks it is.
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: { swipe?: { id?: string }; error?: string } = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {}
      const swipeId = body.swipe?.id;
      if (request.status === 201 && swipeId) {
        resolve({ ok: true, swipeId });
        return;
      }
      const fallback =
        request.status === 413
          ? VIDEO_MESSAGES.tooManyBytes(plan)
          : 'The video could not be uploaded. Try again.';
      resolve({ ok: false, status: request.status, message: body.error ?? fallback });
    };
    request.onerror = () => resolve({ ok: false, status: 0, message: VIDEO_CONNECTION_FAILED });
    request.onabort = () => resolve({ ok: false, status: 0, message: null });
    signal.addEventListener('abort', () => request.abort());
    request.send(file);
  });
}
