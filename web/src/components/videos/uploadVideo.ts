import { VIDEO_MESSAGES, type VideoPlan } from '@swipestack/common/uploads';
import { NETWORK_ERROR_MESSAGE } from '../../lib/formErrors';

/**
 * What the server answered for a video: the new swipe's id, or the message to show (and the
 * field it is about, when the server names one), or nothing (cancelled).
 */
type VideoUploadAnswer =
  | { ok: true; swipeId: string }
  | { ok: false; status: number; message: string; field: string | null }
  | { ok: false; status: 0; message: null; field: null };

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
    tags = [],
    collectionIds = [],
    plan,
  }: {
    teamId: string;
    file: File;
    title: string | null;
    notes: string | null;
    tags?: readonly string[];
    collectionIds?: readonly string[];
    plan: VideoPlan;
  },
  onProgress: (sent: number) => void,
  signal: AbortSignal,
): Promise<VideoUploadAnswer> {
  return new Promise((resolve) => {
    const query = new URLSearchParams();
    if (title) query.set('title', title);
    if (notes) query.set('notes', notes);
    for (const tag of tags) query.append('tags', tag);
    for (const id of collectionIds) query.append('collectionIds', id);
    const request = new XMLHttpRequest();
    request.open('POST', `/api/teams/${encodeURIComponent(teamId)}/videos?${query}`);
    // The server probes the content; the declared type is only what the browser thinks it is.
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: { swipe?: { id?: string }; error?: string; field?: string } = {};
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
      resolve({
        ok: false,
        status: request.status,
        message: body.error ?? fallback,
        field: body.field ?? null,
      });
    };
    request.onerror = () =>
      resolve({ ok: false, status: 0, message: NETWORK_ERROR_MESSAGE, field: null });
    request.onabort = () => resolve({ ok: false, status: 0, message: null, field: null });
    signal.addEventListener('abort', () => request.abort());
    request.send(file);
  });
}
