import base from './manifest.json' with { type: 'json' };

export const DEFAULT_SERVER_URL = 'http://localhost:3000';

type Manifest = typeof base;

/** `https://app.example.com:8443/x` → `https://app.example.com/*` (Chrome patterns ignore ports). */
export function originPattern(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`${url}: the Swipestack server must be an http(s) address.`);
  }
  return `${parsed.protocol}//${parsed.hostname}/*`;
}

/**
 * manifest.json plus, for a build aimed at other servers, their origins: the default server
 * (`VITE_SERVER_URL`) and any in `SWIPESTACK_APP_ORIGINS` (comma-separated) may hand the
 * extension its sign-in and are reachable without asking for a permission.
 */
export function buildManifest(env: {
  VITE_SERVER_URL?: string | undefined;
  SWIPESTACK_APP_ORIGINS?: string | undefined;
}): Manifest {
  const origins = [
    env.VITE_SERVER_URL || DEFAULT_SERVER_URL,
    ...(env.SWIPESTACK_APP_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  ];
  const patterns = [...new Set([...base.host_permissions, ...origins.map(originPattern)])];
  return {
    ...base,
    host_permissions: patterns,
    externally_connectable: { matches: patterns },
  };
}
