import type { Config } from '../config.js';
import { isCrossSite, type RequestInfo } from '../http/request-info.js';
import { serializeSessionCookie, sessionCookiePolicy } from './cookies.js';
import { type ValidSession, validateSessionToken } from './sessions.js';

/**
 * The session a request's cookie carries, if valid and sent from our own origin, and the
 * Set-Cookie header to send when its expiry slid forward.
 */
export async function requestSession(
  info: RequestInfo,
  config: Config,
): Promise<{ session: ValidSession | null; refreshCookie: string | null }> {
  const session =
    info.sessionToken && !isCrossSite(info, config)
      ? await validateSessionToken(info.sessionToken, config.SESSION_TTL_SECONDS)
      : null;
  const refreshCookie =
    session?.refreshed && info.sessionToken
      ? serializeSessionCookie(sessionCookiePolicy(config), info.sessionToken, session.expiresAt)
      : null;
  return { session, refreshCookie };
}
