import type { SwipeDetails } from './messages';
import { DEFAULT_SERVER_URL, originOf } from './server-address';

// What the extension keeps in chrome.storage. The service worker restricts storage.local to
// the extension's own pages and itself (setAccessLevel TRUSTED_CONTEXTS), so content scripts,
// and the pages they run in, can never read the token.

/** The extension's personal token and whose it is; valid only for the server it came from. */
export interface Auth {
  token: string;
  email: string;
  name: string;
  serverOrigin: string;
}

interface LocalItems {
  serverOrigin?: string;
  auth?: Auth;
  /** The server refused the token (revoked, expired): the popup says so until the next sign-in. */
  signInEnded?: boolean;
  /** The team the popup saved to last; context-menu saves go there too. */
  lastTeamId?: string;
}

/** A region save waiting for the person to draw the rectangle in the tab. */
export interface PendingRegion {
  tabId: number;
  windowId: number;
  swipe: SwipeDetails;
  serverOrigin: string;
}

const local = () => chrome.storage.local;

export async function getServerOrigin(): Promise<string> {
  const { serverOrigin } = (await local().get('serverOrigin')) as LocalItems;
  return serverOrigin ?? originOf(DEFAULT_SERVER_URL) ?? 'http://localhost:3000';
}

/** Points the extension at another server; the sign-in of the old one no longer applies. */
export async function setServerOrigin(origin: string): Promise<void> {
  await local().set({ serverOrigin: origin } satisfies LocalItems);
  await local().remove(['auth', 'lastTeamId', 'signInEnded']);
}

/** The sign-in for the current server, if any. */
export async function getAuth(): Promise<Auth | null> {
  const [{ auth }, serverOrigin] = await Promise.all([
    local().get('auth') as Promise<LocalItems>,
    getServerOrigin(),
  ]);
  return auth && auth.serverOrigin === serverOrigin ? auth : null;
}

export async function setAuth(auth: Auth): Promise<void> {
  await local().set({ auth } satisfies LocalItems);
  await local().remove('signInEnded');
}

/** Forgets the sign-in; `ended`: because the server no longer accepts the token. */
export async function clearAuth(ended = false): Promise<void> {
  await local().remove(['auth', 'lastTeamId']);
  if (ended) await local().set({ signInEnded: true } satisfies LocalItems);
}

export async function getSignInEnded(): Promise<boolean> {
  const { signInEnded } = (await local().get('signInEnded')) as LocalItems;
  return signInEnded === true;
}

export async function getLastTeamId(): Promise<string | null> {
  const { lastTeamId } = (await local().get('lastTeamId')) as LocalItems;
  return lastTeamId ?? null;
}

export async function setLastTeamId(teamId: string): Promise<void> {
  await local().set({ lastTeamId: teamId } satisfies LocalItems);
}

/** Calls `listener` whenever the sign-in or the server changes (in any extension page). */
export function onAccountChange(listener: () => void): () => void {
  const handle = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
    if (area === 'local' && ['auth', 'serverOrigin', 'signInEnded'].some((key) => key in changes)) {
      listener();
    }
  };
  chrome.storage.onChanged.addListener(handle);
  return () => chrome.storage.onChanged.removeListener(handle);
}

const regionKey = (tabId: number) => `region:${tabId}`;

export async function setPendingRegion(pending: PendingRegion): Promise<void> {
  await chrome.storage.session.set({ [regionKey(pending.tabId)]: pending });
}

/** Takes (reads and forgets) the region save waiting in a tab. */
export async function takePendingRegion(tabId: number): Promise<PendingRegion | null> {
  const key = regionKey(tabId);
  const items = (await chrome.storage.session.get(key)) as Record<string, PendingRegion>;
  await chrome.storage.session.remove(key);
  return items[key] ?? null;
}
