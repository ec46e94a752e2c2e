import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestSession } from '../auth/request-session.js';
import type { Config } from '../config.js';
import { json } from '../http/json-response.js';
import { requestInfo } from '../http/request-info.js';
import { swipeCountRoute } from './teams.js';

// The REST paths of spec section 7: thin adapters over the same services as GraphQL,
// authenticated by the same session cookie.

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  pattern: RegExp;
  handle(request: { params: string[]; userId: string }): Promise<{ status: number; body: unknown }>;
}

const routes: RestRoute[] = [swipeCountRoute];

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
  const { session, refreshCookie } = await requestSession(requestInfo(req, config), config);
  const headers: Record<string, string> = refreshCookie ? { 'Set-Cookie': refreshCookie } : {};
  if (!session) return json(res, 401, { error: 'Sign in to continue.' }, headers);
  const params = (route.pattern.exec(url.pathname)?.slice(1) ?? []).map((param) =>
    decodeURIComponent(param),
  );
  const result = await route.handle({ params, userId: session.userId });
  return json(res, result.status, result.body, headers);
}
