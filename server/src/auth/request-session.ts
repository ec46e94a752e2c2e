import type { Config } from '../config.js';
import { validateApiToken } from './api-tokens.js';
import {
  adminReturnCookiePolicy,
  clearSessionCookie,
  serializeSessionCookie,
  sessionCookiePolicy,
} from './cookies.js';
import { isCrossSite, type RequestInfo } from './request-info.js';
import { sessionLifetime, validateSessionToken } from './sessions.js';

/** Who a request acts for: a browser session (cookie) or a personal token (Bearer). */
export interface RequestAuth {
  userId: string;
  sessionId: string | null;
  tokenId: string | null;
  /** A READ_ONLY personal token: queries and subscriptions only (never for browser sessions). */
  readOnly: boolean;
  /** The administrator impersonating the user in this browser session (else null). */
  impersonatorId: string | null;
}

/**
 * The request's user: from a personal token when it sends `Authorization: Bearer` (then a bad
 * token is `invalidToken`, never a fallback to the cookie), else from the session cookie if
 * valid and sent from our own origin, with the Set-Cookie headers to send when its expiry slid.
 * An impersonation that ended (it expired, was ended elsewhere, or its administrator is one no
 * longer: `impersonationHolds` says, services/admin/impersonation.ts) gives the administrator
 * their own session back, from the return cookie, when that session still works.
 */
export async function requestSession(
  info: RequestInfo,
  config: Config,
  impersonationHolds: (session: { id: string; impersonatorId: string | null }) => Promise<boolean>,
): Promise<{ session: RequestAuth | null; setCookies: string[]; invalidToken: boolean }> {
  if (info.bearerToken !== undefined) {
    const token = await validateApiToken(info.bearerToken);
    return {
      session: token
        ? {
            userId: token.userId,
            sessionId: null,
            tokenId: token.id,
            readOnly: token.scope === 'READ_ONLY',
            impersonatorId: null,
          }
        : null,
      setCookies: [],
      invalidToken: !token,
    };
  }
  if (isCrossSite(info, config)) return { session: null, setCookies: [], invalidToken: false };
  const lifetime = sessionLifetime(config);
  const policy = sessionCookiePolicy(config);
  const setCookies: string[] = [];
  let token = info.sessionToken;
  let session = token ? await validateSessionToken(token, lifetime) : null;
  if (session && !(await impersonationHolds(session))) session = null;
  if (!session && info.adminReturnToken) {
    token = info.adminReturnToken;
    session = await validateSessionToken(token, lifetime);
    if (session?.impersonatorId) session = null;
    setCookies.push(clearSessionCookie(adminReturnCookiePolicy(config)));
    if (session) setCookies.push(serializeSessionCookie(policy, token, session.expiresAt));
  } else if (session?.refreshed && token) {
    setCookies.push(serializeSessionCookie(policy, token, session.expiresAt));
  }
  return {
    session: session
      ? {
          userId: session.userId,
          sessionId: session.id,
          tokenId: null,
          readOnly: false,
          impersonatorId: session.impersonatorId,
        }
      : null,
    setCookies,
    invalidToken: false,
  };
}

/** Who a request is for, worked out once per request (`identifyCaller`) and handed on. */
export interface Caller {
  info: RequestInfo;
  session: RequestAuth | null;
  /** A bearer token was sent and is not valid (revoked, expired, mistyped). */
  invalidToken: boolean;
  /** Set-Cookie headers sent with the answer: a session whose expiry slid, or one given back. */
  setCookies: string[];
}

export const READ_ONLY_TOKEN = 'This API token is read-only: it cannot change anything.';

export const INVALID_TOKEN = 'This API token is not valid: it was revoked, expired or mistyped.';
