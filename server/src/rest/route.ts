import type { z } from 'zod';
import type { RequestInfo } from '../auth/request-info.js';
import type { Config } from '../config.js';
import { jsonResponse } from '../http/json-response.js';
import type { Method, Route } from '../http/route.js';
import { NotAllowedError, NotFoundError, PaymentsUnavailableError } from '../services/errors.js';

// The REST paths of spec section 7 are thin adapters over the same services as GraphQL: a route
// reads its already-checked request (the router has refused wrong methods, callers and bodies)
// and answers a status and a JSON body.

/** The HTTP status of a service error, for every REST route; `otherwise` for the rest. */
export const errorStatus = (error: unknown, otherwise = 400) =>
  error instanceof NotFoundError
    ? 404
    : error instanceof NotAllowedError
      ? 403
      : error instanceof PaymentsUnavailableError
        ? 503
        : otherwise;

export interface RestRequest<Body, UserId = string> {
  /** The path's named pieces (`:teamId`), percent-decoded. */
  params: Record<string, string>;
  userId: UserId;
  /** The parsed JSON body of a change, as the route's schema shaped it. */
  body: Body;
  config: Config;
  /** Who sent it from where (IP, user agent), for the audit log. */
  info: RequestInfo;
}

type Answer = Promise<{ status: number; body: unknown }>;

interface RestRouteBase {
  method: Method;
  /** A Hono path pattern under /api/. */
  path: string;
}

/** A GET for signed-in callers. */
interface RestRead extends RestRouteBase {
  method: 'GET';
  auth: 'signedIn';
  handle(request: RestRequest<undefined>): Answer;
}

/** A change (POST, PUT, DELETE) with a JSON object body. */
interface RestChange<Body> extends RestRouteBase {
  auth: 'mayWrite';
  body: z.ZodType<Body>;
  handle(request: RestRequest<Body>): Answer;
}

/** A change that signed-out visitors may send too (userId null). */
interface OpenRestChange<Body> extends RestRouteBase {
  auth: 'mayWrite';
  signedOut: 'allowed';
  body: z.ZodType<Body>;
  handle(request: RestRequest<Body, string | null>): Answer;
}

export type RestRoute = RestRead | RestChange<never> | OpenRestChange<never>;

export const restRead = (route: Omit<RestRead, 'method' | 'auth'>): RestRead => ({
  ...route,
  method: 'GET',
  auth: 'signedIn',
});

export const restChange = <Body>(route: Omit<RestChange<Body>, 'auth'>): RestChange<never> =>
  ({ ...route, auth: 'mayWrite' }) as RestChange<never>;

export const openRestChange = <Body>(
  route: Omit<OpenRestChange<Body>, 'auth' | 'signedOut'>,
): OpenRestChange<never> =>
  ({ ...route, auth: 'mayWrite', signedOut: 'allowed' }) as OpenRestChange<never>;

/** The router's route for a REST adapter. */
export function restRoute(route: RestRoute, config: Config): Route {
  return {
    method: route.method,
    path: route.path,
    auth: route.auth,
    ...('signedOut' in route ? { signedOut: route.signedOut } : {}),
    ...('body' in route ? { body: route.body } : {}),
    async handle(c) {
      const { caller } = c.var;
      const answer = await route.handle({
        params: c.req.param(),
        // Only open changes reach here signed out (the guard refused the rest).
        userId: (caller.session?.userId ?? null) as string,
        body: c.var.body as never,
        config,
        info: caller.info,
      });
      return jsonResponse(answer.status, answer.body);
    },
  };
}
