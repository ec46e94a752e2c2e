import type { Config } from '../config.js';
import { isCrossSite, type RequestInfo } from '../http/request-info.js';
import { validateApiToken } from './api-tokens.js';
import { serializeSessionCookie, sessionCookiePolicy } from './cookies.js';
import { sessionLifetime, validateSessionToken } from './sessions.js';

/** Who a request acts for: a browser session (cookie) or a personal token (Bearer). */
export interface RequestAuth {
  userId: string;
  sessionId: string | null;
  tokenId: string | null;
  /** A READ_ONLY personal token: queries and subscriptions only (never for browser sessions). */
  readOnly: boolean;
}

/**
 * The request's user: from a personal token when it sends `Authorization: Bearer` (then a bad
 * token is `invalidToken`, never a fallback to the cookie), else from the session cookie if
 * valid and sent from our own origin, with the Set-Cookie header to send when its expiry slid.
 */
export async function requestSession(
  info: RequestInfo,
  config: Config,
): Promise<{ session: RequestAuth | null; refreshCookie: string | null; invalidToken: boolean }> {
  if (info.bearerToken !== undefined) {
    const token = await validateApiToken(info.bearerToken);
    return {
      session: token
        ? {
            userId: token.userId,
            sessionId: null,
            tokenId: token.id,
            readOnly: token.scope === 'READ_ONLY',
          }
        : null,
      refreshCookie: null,
      invalidToken: !token,
    };
  }
  const session =
    info.sessionToken && !isCrossSite(info, config)
      ? await validateSessionToken(info.sessionToken, sessionLifetime(config))
      : null;
  const refreshCookie =
    session?.refreshed && info.sessionToken
      ? serializeSessionCookie(sessionCookiePolicy(config), info.sessionToken, session.expiresAt)
      : null;
  return {
    session: session
      ? { userId: session.userId, sessionId: session.id, tokenId: null, readOnly: false }
      : null,
    refreshCookie,
    invalidToken: false,
  };
}

/** Who a request is for, worked out once per request (http/route.ts) and handed on. */
export interface Caller {
  info: RequestInfo;
  session: RequestAuth | null;
  /** A bearer token was sent and is not valid (revoked, expired, mistyped). */
  invalidToken: boolean;
  /** Set-Cookie for a session whose expiry slid, sent with the answer. */
  refreshCookie: string | null;
}

export async function identifyCaller(info: RequestInfo, config: Config): Promise<Caller> {
  return { info, ...(await requestSession(info, config)) };
}

export const READ_ONLY_TOKEN = 'This API token is read-only: it cannot change anything.';

export const INVALID_TOKEN = 'This API token is not valid: it was revoked, expired or mistyped.';
