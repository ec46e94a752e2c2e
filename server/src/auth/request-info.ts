import type { IncomingMessage } from 'node:http';
import type { Config } from '../config.js';
import { adminReturnCookiePolicy, readCookie, sessionCookiePolicy } from './cookies.js';

export interface RequestInfo {
  ip: string | undefined;
  userAgent: string | undefined;
  sessionToken: string | undefined;
  /** An impersonating administrator's own session token (auth/cookies.ts). */
  adminReturnToken: string | undefined;
  /** A personal token from `Authorization: Bearer …` (extension and API clients). */
  bearerToken: string | undefined;
  origin: string | undefined;
  host: string | undefined;
  /** The browser asks not to be tracked (`DNT: 1` or Global Privacy Control `Sec-GPC: 1`). */
  doNotTrack: boolean;
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerTokenOf(authorization: string | null | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
}

/** From a Node request, or a fetch Request (in-process calls such as `yoga.fetch`). */
export function requestInfo(req: IncomingMessage | Request, config: Config): RequestInfo {
  // Yoga's Request may come from a fetch ponyfill, so look at the shape, not the class.
  const fetchRequest = typeof (req.headers as Headers).get === 'function' ? (req as Request) : null;
  const header = (name: string) =>
    fetchRequest
      ? (fetchRequest.headers.get(name) ?? undefined)
      : ((req as IncomingMessage).headers[name] as string | undefined);
  // One trusted proxy: the address it appended (the last entry). Earlier entries come from
  // the client and could be anything, so the rate limits per address never read them.
  const forwarded = config.TRUST_PROXY
    ? String(header('x-forwarded-for') ?? '')
        .split(',')
        .at(-1)
        ?.trim()
    : '';
  const remote = fetchRequest ? undefined : (req as IncomingMessage).socket.remoteAddress;
  return {
    ip: forwarded || remote || undefined,
    userAgent: header('user-agent'),
    sessionToken: readCookie(header('cookie'), sessionCookiePolicy(config).name),
    adminReturnToken: readCookie(header('cookie'), adminReturnCookiePolicy(config).name),
    bearerToken: bearerTokenOf(header('authorization')),
    origin: header('origin'),
    host: header('host'),
    doNotTrack: header('dnt') === '1' || header('sec-gpc') === '1',
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
