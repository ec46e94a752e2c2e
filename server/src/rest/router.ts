import type { IncomingMessage, ServerResponse } from 'node:http';
import { INVALID_TOKEN, READ_ONLY_TOKEN, requestSession } from '../auth/request-session.js';
import type { Config } from '../config.js';
import { json } from '../http/json-response.js';
import { decodePathPiece, MALFORMED_PATH_MESSAGES } from '../http/malformed-path.js';
import { isCrossSite, type RequestInfo, requestInfo } from '../http/request-info.js';
import { authEventRoute, userlistTokenRoute } from './auth.js';
import {
  acceptInviteRoute,
  createTeamRoute,
  removeInviteRoute,
  renameTeamRoute,
  subscriptionRoute,
  swipeCountRoute,
  teamMembersRoute,
} from './teams.js';
import { userInvitesRoute, userMetadataRoute, userRoute } from './users.js';

// The REST paths of spec section 7: thin adapters over the same services as GraphQL,
// authenticated by the same session cookie.

export interface RestRequest {
  params: string[];
  userId: string;
  /** The parsed JSON body of a POST, PUT or DELETE (an object, else empty). */
  body: Record<string, unknown>;
  config: Config;
  /** Who sent it from where (IP, user agent), for the audit log. */
  info: RequestInfo;
}

type Answer = Promise<{ status: number; body: unknown }>;

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  pattern: RegExp;
  handle(request: RestRequest): Answer;
}

/** A route that signed-out visitors reach too (userId null); the rest answer them 401. */
export interface OpenRestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  pattern: RegExp;
  signedOut: 'allowed';
  handle(request: Omit<RestRequest, 'userId'> & { userId: string | null }): Answer;
}

const routes: (RestRoute | OpenRestRoute)[] = [
  authEventRoute,
  userlistTokenRoute,
  swipeCountRoute,
  createTeamRoute,
  renameTeamRoute,
  teamMembersRoute,
  removeInviteRoute,
  acceptInviteRoute,
  subscriptionRoute,
  userRoute,
  userInvitesRoute,
  userMetadataRoute,
];

const MAX_BODY_BYTES = 64 * 1024;

/** A JSON object body, or an error message (changes need JSON, which no plain form can send). */
async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown> | string> {
  if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
    return 'Send the request body as application/json.';
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return 'The request body is too large.';
    chunks.push(chunk as Buffer);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : 'The request body must be a JSON object.';
  } catch {
    return 'The request body is not valid JSON.';
  }
}

export async function handleRest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  config: Config,
) {
  const matching = routes.filter((route) => route.pattern.test(url.pathname));
  const route = matching.find((candidate) => candidate.method === req.method);
  if (!route) {
    if (matching.length)
      return json(
        res,
        405,
        { error: `${req.method} is not allowed here.` },
        { Allow: matching.map((r) => r.method).join(', ') },
      );
    return json(res, 404, { error: `No such endpoint: ${req.method} ${url.pathname}` });
  }
  const info = requestInfo(req, config);
  // A cookie is sent by the browser on its own, so changes must come from our pages; a
  // personal token is sent on purpose, by the extension or an API client, from anywhere.
  if (route.method !== 'GET' && info.bearerToken === undefined && isCrossSite(info, config)) {
    return json(res, 403, { error: 'Requests from other sites are refused.' });
  }
  const { session, refreshCookie, invalidToken } = await requestSession(info, config);
  const headers: Record<string, string> = refreshCookie ? { 'Set-Cookie': refreshCookie } : {};
  if (!session && (!('signedOut' in route) || invalidToken)) {
    return json(
      res,
      401,
      { error: invalidToken ? INVALID_TOKEN : 'Sign in to continue.' },
      headers,
    );
  }
  if (route.method !== 'GET' && session?.readOnly) {
    return json(res, 403, { error: READ_ONLY_TOKEN }, headers);
  }
  let body: Record<string, unknown> = {};
  if (route.method !== 'GET') {
    const parsed = await readJsonBody(req);
    if (typeof parsed === 'string') return json(res, 400, { error: parsed }, headers);
    body = parsed;
  }
  const params: string[] = [];
  for (const piece of route.pattern.exec(url.pathname)?.slice(1) ?? []) {
    const param = decodePathPiece(piece);
    if (param === null) return json(res, 400, { error: MALFORMED_PATH_MESSAGES.api }, headers);
    params.push(param);
  }
  const request = { params, body, config, info };
  const result =
    'signedOut' in route
      ? await route.handle({ ...request, userId: session?.userId ?? null })
      : session
        ? await route.handle({ ...request, userId: session.userId })
        : { status: 401, body: { error: 'Sign in to continue.' } };
  return json(res, result.status, result.body, headers);
}
