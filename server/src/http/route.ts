import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { isCrossSite, requestInfo } from '../auth/request-info.js';
import { type Caller, INVALID_TOKEN, READ_ONLY_TOKEN } from '../auth/request-session.js';
import type { Config } from '../config.js';
import { identifyCaller } from '../services/accounts/caller.js';
import {
  type ImpersonatedRequest,
  impersonationRule,
  REST_RULES,
  recordImpersonatedWrite,
} from '../services/admin/impersonation.js';
import { jsonResponse } from './json-response.js';
import { readJsonObject, tooLargeResponse } from './request-body.js';

// What every route declares (method, who may call it, the body it takes) and the middleware that
// answers for it, so that no handler repeats a refusal: 405 with `Allow`, 401/403 for the caller,
// 400 for the body (413 past its 64 KB). The routes themselves are listed in http/router.ts.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route:
 * - `public`: anyone; no credentials are read (files, health, webhooks, the extension's code).
 * - `viewer`: anyone; the handler is given `identify` (the caller, signed in or not, or a bad
 *   token, worked out on first use and once) and answers for it (GraphQL: each field decides;
 *   Yoga asks only for operations, not for a CORS preflight or the playground page).
 * - `signedIn`: 401 unless signed in; a bad bearer token is 401 too.
 * - `mayWrite`: `signedIn`, and a change: a read-only token is 403, and a cookie must come from our
 *   own pages (a cross-site `Origin` is 403; a bearer token is sent on purpose, from anywhere).
 */
export type Auth = 'public' | 'viewer' | 'signedIn' | 'mayWrite';

export type AppEnv = {
  /** The raw Node request and response; absent when the router is called in-process. */
  Bindings: Partial<HttpBindings>;
  Variables: { caller: Caller; identify: () => Promise<Caller>; body: unknown };
};

export type RouteContext = Context<AppEnv>;

export interface Route {
  /** `ALL`: the handler answers every method itself (GraphQL, health checks). */
  method: Method | 'ALL';
  /** A Hono path pattern (`/api/teams/:teamId`); a trailing slash is optional. */
  path: string;
  auth: Auth;
  /** With `mayWrite`: signed-out callers get through too (with no session). */
  signedOut?: 'allowed';
  /** A GET route that also answers HEAD. */
  head?: boolean;
  /** The JSON object body of a change: read, parsed and checked before the handler runs. */
  body?: z.ZodType;
  /** How refusals are written: JSON `{error}` (the default), plain text, or no body at all. */
  refusals?: 'json' | 'text' | 'empty';
  handle(c: RouteContext): Response | Promise<Response>;
}

/** The signed-in caller's user id, in a `signedIn` or `mayWrite` route (the guard saw to it). */
export function userIdOf(c: RouteContext): string {
  const userId = c.var.caller?.session?.userId;
  if (!userId) throw new Error(`${c.req.path} is read signed out: declare its auth.`);
  return userId;
}

/** The raw Node request and response, for handlers that stream (null when called in-process). */
export function nodeOf(c: RouteContext) {
  const { incoming, outgoing } = c.env ?? {};
  return incoming && outgoing ? { req: incoming, res: outgoing } : null;
}

/** A handler that writes to the Node response itself (files, ZIPs, Yoga). */
export async function streamed(
  c: RouteContext,
  write: (node: NonNullable<ReturnType<typeof nodeOf>>) => Promise<unknown> | unknown,
): Promise<Response> {
  const node = nodeOf(c);
  if (!node) throw new Error(`${c.req.path} streams to a Node response: call it over HTTP.`);
  await write(node);
  return RESPONSE_ALREADY_SENT;
}

export function refusal(
  format: Route['refusals'],
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  if (format === 'empty') return new Response(null, { status, headers });
  if (format === 'text') {
    return new Response(message, {
      status,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        ...headers,
      },
    });
  }
  return jsonResponse(status, { error: message }, headers);
}

const notAllowed = (format: Route['refusals'], method: string, allow: string) =>
  refusal(format, 405, `${method} is not allowed here.`, { Allow: allow });

/** The answer to a refused body: the first problem the route's schema found. */
const firstIssue = (error: z.ZodError) =>
  error.issues[0]?.message ?? 'The request body is not valid.';

/** The refusal a route's declarations call for, or null to go on to its handler. */
async function refusalFor(
  route: Route,
  allow: string,
  config: Config,
  c: RouteContext,
): Promise<Response | null> {
  const format = route.refusals;
  // Hono answers HEAD with the GET route; only some of them mean to.
  if (c.req.method === 'HEAD' && route.method !== 'ALL' && !route.head) {
    return notAllowed(format, c.req.method, allow);
  }
  if (route.auth !== 'public') {
    const info = requestInfo(c.env?.incoming ?? c.req.raw, config);
    if (route.auth === 'mayWrite' && info.bearerToken === undefined && isCrossSite(info, config)) {
      return refusal(format, 403, 'Requests from other sites are refused.');
    }
    let identified: Promise<Caller> | undefined;
    c.set('identify', () => {
      identified ??= identifyCaller(info, config);
      return identified;
    });
    if (route.auth !== 'viewer') {
      const caller = await c.var.identify();
      c.set('caller', caller);
      if (caller.invalidToken) return refusal(format, 401, INVALID_TOKEN);
      if (!caller.session && route.signedOut !== 'allowed') {
        return refusal(format, 401, 'Sign in to continue.');
      }
      if (route.auth === 'mayWrite' && caller.session?.readOnly) {
        return refusal(format, 403, READ_ONLY_TOKEN);
      }
      const impersonated = route.auth === 'mayWrite' ? impersonatedWrite(route, caller) : null;
      if (impersonated?.decision.allowed === false && impersonated.decision.skipped)
        return new Response(null, { status: 204 });
      if (impersonated && !impersonated.decision.allowed && !impersonated.decision.skipped) {
        await recordImpersonatedWrite(
          impersonated.request,
          { action: impersonated.action, outcome: impersonated.decision.message },
          true,
        );
        return refusal(format, 403, impersonated.decision.message);
      }
    }
  }
  if (route.body) {
    const read = await readJsonObject(c.req.raw);
    if ('error' in read) {
      return read.status === 413 ? tooLargeResponse(read.error) : refusal(format, 400, read.error);
    }
    const parsed = route.body.safeParse(read.value);
    if (!parsed.success) return refusal(format, 400, firstIssue(parsed.error));
    c.set('body', parsed.data);
  }
  return null;
}

/** A REST change made while impersonating: what the rule says of it (services/admin/impersonation.ts). */
function impersonatedWrite(route: Route, caller: Caller) {
  const session = caller.session;
  if (!session?.impersonatorId) return null;
  const action = `${route.method} ${route.path}`;
  const request: ImpersonatedRequest = {
    userId: session.userId,
    sessionId: session.sessionId,
    impersonatorId: session.impersonatorId,
    ip: caller.info.ip,
    userAgent: caller.info.userAgent,
  };
  return { action, request, decision: impersonationRule(REST_RULES, action) };
}

function guard(route: Route, allow: string, config: Config): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const refused = await refusalFor(route, allow, config, c);
    if (!refused) await next();
    const impersonated =
      !refused && route.auth === 'mayWrite' && c.var.caller
        ? impersonatedWrite(route, c.var.caller)
        : null;
    if (impersonated?.decision.allowed && impersonated.decision.audited) {
      await recordImpersonatedWrite(impersonated.request, {
        action: `${c.req.method} ${c.req.path}`,
        input: c.var.body,
        outcome: `HTTP ${c.res.status}`,
      });
    }
    const response = refused ?? c.res;
    // A session whose expiry slid gets its new cookie with any answer. GraphQL (`viewer`)
    // sends it itself, through Yoga's response; a streamed answer has sent its headers.
    const cookies = route.auth === 'viewer' ? [] : (c.var.caller?.setCookies ?? []);
    if (response !== RESPONSE_ALREADY_SENT) {
      for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
    }
    return refused ?? undefined;
  };
}

/**
 * Adds `routes` to `app`, in order, each behind its guard; a path that has routes answers
 * other methods 405 with `Allow` (HEAD is answered as GET where the route allows it).
 */
export function mount(app: Hono<AppEnv>, routes: Route[], config: Config) {
  for (const route of routes) {
    const action = `${route.method} ${route.path}`;
    if (route.auth === 'mayWrite' && !(action in REST_RULES))
      throw new Error(`${action}: say what impersonation allows of it (REST_RULES).`);
  }
  const paths = [...new Set(routes.map((route) => route.path))];
  for (const path of paths) {
    const here = routes.filter((route) => route.path === path);
    const allow = here
      .flatMap((route) => (route.head ? [route.method, 'HEAD'] : [route.method]))
      .join(', ');
    for (const route of here) {
      const guarded = [guard(route, allow, config), route.handle] as const;
      if (route.method === 'ALL') app.all(path, ...guarded);
      else app.on(route.method, path, ...guarded);
    }
    if (here.some((route) => route.method === 'ALL')) continue;
    const format = here[0]?.refusals;
    app.all(path, (c) => notAllowed(format, c.req.method, allow));
  }
}
