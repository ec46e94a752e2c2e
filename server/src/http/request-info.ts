import type { IncomingMessage } from 'node:http';
import { readCookie, sessionCookiePolicy } from '../auth/cookies.js';
import type { Config } from '../config.js';

export interface RequestInfo {
  ip: string | undefined;
  userAgent: string | undefined;
  sessionToken: string | undefined;
  origin: string | undefined;
  host: string | undefined;
}

export function requestInfo(req: IncomingMessage, config: Config): RequestInfo {
  const forwarded = config.TRUST_PROXY
    ? String(req.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        ?.trim()
    : '';
  return {
    ip: forwarded || req.socket.remoteAddress || undefined,
    userAgent: req.headers['user-agent'],
    sessionToken: readCookie(req.headers.cookie, sessionCookiePolicy(config).name),
    origin: req.headers.origin,
    host: req.headers.host,
  };
}

/**
 * Cookie-authenticated requests must come from our own pages: a cross-site Origin is refused
 * (browsers send Origin on POST and on WebSocket handshakes).
 */
export function isCrossSite(info: RequestInfo, config: Config): boolean {
  if (!info.origin) return false;
  let origin: URL;
  try {
    origin = new URL(info.origin);
  } catch {
    return true;
  }
  return origin.origin !== new URL(config.APP_ORIGIN).origin && origin.host !== info.host;
}
