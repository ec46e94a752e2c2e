import type { Config } from '../config.js';

export interface CookiePolicy {
  name: string;
  secure: boolean;
}

/** `__Host-` and `Secure` over HTTPS; browsers also keep `Secure` cookies on http://localhost. */
export function sessionCookiePolicy(config: Config): CookiePolicy {
  const origin = new URL(config.APP_ORIGIN);
  const https = origin.protocol === 'https:';
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(origin.hostname);
  return {
    name: https ? '__Host-swipestack_session' : 'swipestack_session',
    secure: https || local,
  };
}

/**
 * While an administrator impersonates someone, their own session token waits in this cookie
 * (HttpOnly like the session's), for the way back (services/admin/impersonation.ts).
 */
export function adminReturnCookiePolicy(config: Config): CookiePolicy {
  const policy = sessionCookiePolicy(config);
  return { ...policy, name: policy.name.replace('_session', '_admin_return') };
}

/**
 * A signed-out sharer's claim on what they shared to the installed app (services/shares/):
 * HttpOnly, kept while the pending share waits, read back once they have signed in.
 */
export function shareClaimCookiePolicy(config: Config): CookiePolicy {
  const policy = sessionCookiePolicy(config);
  return { ...policy, name: policy.name.replace('_session', '_share_claim') };
}

export function serializeSessionCookie(policy: CookiePolicy, token: string, expiresAt: Date) {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return cookie(policy, token, maxAge);
}

export function clearSessionCookie(policy: CookiePolicy) {
  return cookie(policy, '', 0);
}

function cookie(policy: CookiePolicy, value: string, maxAge: number) {
  const parts = [
    `${policy.name}=${value}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (policy.secure) parts.push('Secure');
  return parts.join('; ');
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
