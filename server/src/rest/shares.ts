import { encodeGlobalID } from '@pothos/plugin-relay';
import { FIELD_LIMITS } from '@swipestack/common/limits';
import { z } from 'zod';
import { readCookie, serializeSessionCookie, shareClaimCookiePolicy } from '../auth/cookies.js';
import type { Config } from '../config.js';
import { jsonResponse } from '../http/json-response.js';
import { declaredOver, readBody } from '../http/request-body.js';
import type { Route, RouteContext } from '../http/route.js';
import type { ServiceDeps } from '../services/deps.js';
import { SwipeBatchOverCapError, SwipeLimitError } from '../services/errors.js';
import {
  MAX_SHARE_REQUEST_BYTES,
  receiveShare,
  SHARE_MESSAGES,
  type SharedFile,
  type Sharer,
  shareFile,
  sharePreview,
} from '../services/shares/pending-shares.js';
import { saveShare } from '../services/shares/share-saving.js';
import { decodeId, decodeTeamId } from '../services/teams/visibility.js';
import { errorStatus, restChange } from './route.js';

// The installed app's share target (docs/share.md): the share sheet's POST /share, what the
// save screen reads of a pending share, and its one-tap save.

/** The page a refused share shows: the share sheet opened it, so it is read by a person. */
function refusedSharePage(status: number, message: string): Response {
  const escaped = message.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not saved · Swipestack</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#0f172a"><h1>Not saved</h1><p role="alert">${escaped}</p><p><a href="/swipes" style="color:#4338ca">Open Swipestack</a></p></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...(status === 413 ? { Connection: 'close' } : {}),
    },
  });
}

async function sharerOf(c: RouteContext, config: Config): Promise<Sharer> {
  const caller = await c.var.identify();
  return {
    userId: caller.session?.userId ?? null,
    claimSecret: readCookie(c.req.header('cookie'), shareClaimCookiePolicy(config).name),
  };
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : null);

/**
 * POST /share (multipart/form-data: title, text, url, files): what the phone's share sheet
 * sends. Kept as a pending share, then 303 to its save screen `/share/<id>`; signed out, with
 * the claim cookie. Refused: a small page with the reason (413 past the size limits). A GET
 * (`/share?url=…`, the bookmarklet's and Shortcuts' way in) is the web app's save screen.
 */
export const shareTargetRoute = (
  config: Config,
  deps: ServiceDeps,
  webApp: (c: RouteContext) => Promise<Response>,
): Route => ({
  method: 'ALL',
  path: '/share',
  auth: 'viewer',
  refusals: 'text',
  async handle(c) {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return webApp(c);
    if (c.req.method !== 'POST') {
      return new Response('Share with POST.', {
        status: 405,
        headers: { Allow: 'GET, HEAD, POST' },
      });
    }
    const request = c.req.raw;
    if (declaredOver(request, MAX_SHARE_REQUEST_BYTES))
      return refusedSharePage(413, SHARE_MESSAGES.requestTooLarge);
    const body = await readBody(request, MAX_SHARE_REQUEST_BYTES);
    if (!body) return refusedSharePage(413, SHARE_MESSAGES.requestTooLarge);
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), {
        headers: { 'Content-Type': request.headers.get('content-type') ?? '' },
      }).formData();
    } catch {
      return refusedSharePage(400, 'Send the share as a form (multipart/form-data).');
    }
    const files: SharedFile[] = [];
    for (const entry of form.getAll('files')) {
      // An empty file input sends an empty, nameless file.
      if (typeof entry === 'string' || entry.size === 0) continue;
      files.push({ data: Buffer.from(await entry.arrayBuffer()), name: entry.name });
    }
    const sharer = await sharerOf(c, config);
    const result = await receiveShare(
      { userId: sharer.userId },
      { title: text(form.get('title')), text: text(form.get('text')), url: text(form.get('url')) },
      files,
      deps.storage,
    );
    if (!result.ok) {
      const error = result.errors[0];
      return refusedSharePage(
        error?.field === 'fileSize' ? 413 : error?.field === 'files' ? 415 : 400,
        error?.message ?? SHARE_MESSAGES.empty,
      );
    }
    const { shareId, claimSecret } = result.value;
    const headers = new Headers({ Location: `/share/${shareId}`, 'Cache-Control': 'no-store' });
    if (claimSecret) {
      const expires = new Date(Date.now() + 24 * 3600_000);
      headers.append(
        'Set-Cookie',
        serializeSessionCookie(shareClaimCookiePolicy(config), claimSecret, expires),
      );
    }
    return new Response(null, { status: 303, headers });
  },
});

/** GET /api/shares/{id} → {data: {share}}: the pending share, for its owner (claimed on sign-in). */
export const sharePreviewRoute = (config: Config): Route => ({
  method: 'GET',
  path: '/api/shares/:shareId',
  auth: 'viewer',
  async handle(c) {
    const found = await sharePreview(await sharerOf(c, config), c.req.param('shareId') ?? '');
    if (!found.ok) return jsonResponse(404, { error: found.error.message });
    return jsonResponse(200, { data: { share: found.preview } }, { 'Cache-Control': 'no-store' });
  },
});

/** GET /api/shares/{id}/files/{index}: one of its images, for its owner. */
export const shareFileRoute = (config: Config, deps: ServiceDeps): Route => ({
  method: 'GET',
  path: '/api/shares/:shareId/files/:index',
  auth: 'viewer',
  async handle(c) {
    const blob = await shareFile(
      await sharerOf(c, config),
      c.req.param('shareId') ?? '',
      Number(c.req.param('index')),
      deps.storage,
    );
    if (!blob) return jsonResponse(404, { error: SHARE_MESSAGES.notFound });
    return new Response(new Uint8Array(blob.data), {
      headers: {
        'Content-Type': blob.contentType,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
});

const saveBody = z.object({
  shareId: z.string().max(100).nullish(),
  title: z
    .string()
    .max(FIELD_LIMITS.swipeTitle * 4)
    .nullish(),
  text: z
    .string()
    .max(FIELD_LIMITS.swipeNotes * 2)
    .nullish(),
  url: z
    .string()
    .max(FIELD_LIMITS.swipeUrl * 2)
    .nullish(),
  teamId: z.string({ error: 'Choose a team to save to.' }).min(1, 'Choose a team to save to.'),
  tags: z.array(z.string()).max(100).nullish(),
  collectionIds: z.array(z.string()).max(100).nullish(),
});

/**
 * POST /api/shares/save {shareId | title, text, url; teamId, tags, collectionIds} → 201
 * {data: {swipes: [{id}]}}, or {error, field?} with the status of the refusal (402 at the cap).
 */
export const saveShareRoute = (deps: ServiceDeps) =>
  restChange({
    method: 'POST',
    path: '/api/shares/save',
    body: saveBody,
    async handle({ userId, body, config }) {
      const result = await saveShare(
        userId,
        {
          ...body,
          teamId: decodeTeamId(body.teamId),
          collectionIds: body.collectionIds?.map((id) => decodeId(id, 'Collection')),
        },
        {
          storage: deps.storage,
          settings: deps.settings,
          allowPrivateAddresses: config.CAPTURE_ALLOW_PRIVATE_ADDRESSES,
        },
      );
      if (!result.ok) {
        const error = result.errors[0];
        const atCap = error instanceof SwipeLimitError || error instanceof SwipeBatchOverCapError;
        return {
          status: atCap ? 402 : errorStatus(error),
          body: {
            error: error?.message ?? 'Could not save.',
            ...(error && 'field' in error ? { field: error.field } : {}),
            ...(atCap ? { code: 'SWIPE_LIMIT' } : {}),
          },
        };
      }
      return {
        status: 201,
        body: {
          data: {
            swipes: result.value.swipeIds.map((id) => ({ id: encodeGlobalID('Swipe', id) })),
          },
        },
      };
    },
  });
