import { encodeGlobalID } from '@pothos/plugin-relay';
import { jsonResponse } from '../http/json-response.js';
import { tooLargeResponse } from '../http/request-body.js';
import { type Route, type RouteContext, userIdOf } from '../http/route.js';
import { isExtensionToken } from '../services/accounts/access.js';
import type { ServiceDeps } from '../services/deps.js';
import { SwipeLimitError } from '../services/errors.js';
import { decodeId, decodeTeamId } from '../services/teams/visibility.js';
import { createVideoSwipe, VideoRefusal } from '../services/videos/video-upload.js';
import { errorStatus } from './route.js';

/** The longest `source` a video upload may name (the site, sender or brand it came from). */
const SOURCE_MAX = 300;

/** A browser session uploads from the web app; a token is the extension's or an API client's. */
async function createdVia(c: RouteContext) {
  const session = c.var.caller.session;
  if (session?.sessionId) return 'UPLOAD' as const;
  return (await isExtensionToken(session?.tokenId)) ? ('EXTENSION' as const) : ('API' as const);
}

/**
 * POST /api/teams/{teamId}/videos?title=&url=&source=&notes=&note=&tags=…&collectionIds=…: the
 * video is the raw body
 * (video/mp4, video/webm or video/quicktime; what it is is told by probing it). Answers 201
 * {swipe: {id, title}} with the new VIDEO swipe (PROCESSING), or {error} with 400, 402 (the swipe
 * cap), 403, 404, 413 (over the plan's limit, also when Content-Length says so, unread), 415 or
 * 503 (no ffmpeg on this server). docs/swipes.md, "Videos".
 */
export const uploadVideoRoute = (deps: ServiceDeps): Route => ({
  method: 'POST',
  path: '/api/teams/:teamId/videos',
  auth: 'mayWrite',
  async handle(c) {
    const body = c.req.raw.body;
    if (!body) return jsonResponse(400, { error: 'Send the video as the request body.' });
    const source = c.req.query('source')?.trim() || null;
    if (source && source.length > SOURCE_MAX) {
      return jsonResponse(400, { error: `The source can be at most ${SOURCE_MAX} characters.` });
    }
    const declared = c.req.header('content-length');
    const result = await createVideoSwipe(
      userIdOf(c),
      { body, declaredBytes: declared ? Number(declared) : null },
      {
        teamId: decodeTeamId(c.req.param('teamId') ?? ''),
        createdVia: await createdVia(c),
        title: c.req.query('title') ?? null,
        url: c.req.query('url') ?? null,
        source,
        notes: c.req.query('notes') ?? null,
        note: c.req.query('note') ?? null,
        tags: c.req.queries('tags') ?? null,
        collectionIds:
          c.req.queries('collectionIds')?.map((id) => decodeId(id, 'Collection')) ?? null,
      },
      deps,
    );
    if (!result.ok) {
      const error = result.errors[0];
      const message = error?.message ?? 'Could not save the video.';
      if (error instanceof VideoRefusal) {
        return error.status === 413
          ? tooLargeResponse(message)
          : jsonResponse(error.status, { error: message });
      }
      if (error instanceof SwipeLimitError)
        return jsonResponse(402, { error: message, code: 'SWIPE_LIMIT' });
      return jsonResponse(errorStatus(error), {
        error: message,
        ...(error && 'field' in error ? { field: error.field } : {}),
      });
    }
    const { swipeId, title } = result.value;
    return jsonResponse(201, { swipe: { id: encodeGlobalID('Swipe', swipeId), title } });
  },
});
