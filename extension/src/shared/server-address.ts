/** The server a fresh install talks to (a build can aim elsewhere with VITE_SERVER_URL). */
export const DEFAULT_SERVER_URL: string =
  import.meta.env.VITE_SERVER_URL ?? 'http://localhost:3000';

export type ServerAddress = { ok: true; origin: string } | { ok: false; error: string };

/** What a person types as the server's address, reduced to its origin (the app lives at /). */
export function parseServerAddress(input: string): ServerAddress {
  const text = input.trim();
  if (!text) return { ok: false, error: 'Enter the address of your Swipestack server.' };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return { ok: false, error: 'Enter a web address such as https://app.swipestack.app.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, error: 'The address must start with http:// or https://.' };
  }
  if (url.username || url.password) {
    return { ok: false, error: 'Leave the user name and password out of the address.' };
  }
  return { ok: true, origin: url.origin };
}

/** The origin of a URL, or null when it has none worth comparing (opaque, invalid). */
export function originOf(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The host permission pattern that covers a server origin. */
export function permissionPattern(origin: string): string {
  return `${origin}/*`;
}

/** An address in the web app, e.g. appLink(origin, '/swipes', {swipe: id}). */
export function appLink(origin: string, path: string, params: Record<string, string> = {}): string {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
