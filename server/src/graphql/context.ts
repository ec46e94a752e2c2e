import type { Config } from '../config.js';
import type { AccessWatch } from '../realtime/access-events.js';
import type { EventBus } from '../realtime/event-bus.js';
import type { PresenceHub } from '../realtime/presence.js';
import type { ServiceDeps } from '../services/deps.js';

export interface Viewer {
  userId: string;
  /** The browser session behind the request (null for personal tokens). */
  sessionId: string | null;
  /** The personal token behind the request (extension and API clients). */
  tokenId: string | null;
  /** A READ_ONLY personal token: mutations are refused (graphql/read-only-tokens.ts). */
  readOnly: boolean;
  /**
   * The administrator impersonating the user in this browser session (null otherwise): some
   * mutations are refused and every other is audited (graphql/impersonation-rules.ts).
   */
  impersonatorId: string | null;
}

export interface Context {
  viewer: Viewer | null;
  /** In a subscription: the watch on the viewer's session or token that ends it. */
  access?: AccessWatch;
  config: Config;
  pubsub: EventBus;
  /** Who has which team open (realtime/presence.ts). */
  presence: PresenceHub;
  /** What services need from the server (storage, mail, settings), built once: pass it on. */
  deps: ServiceDeps;
  ip: string | undefined;
  userAgent: string | undefined;
  /** The raw cookies a browser sent: impersonation swaps them (graphql/schema/admin/impersonation.ts). */
  cookieTokens: { session: string | undefined; adminReturn: string | undefined };
  /** Queues a Set-Cookie header on the HTTP response (no-op over WebSocket). */
  setCookie(value: string): void;
}

/** The context of a field behind `t.withAuth({ signedIn: true })`: someone is signed in. */
export type SignedInContext = Context & { viewer: Viewer };

/** Behind `t.withAuth({ browserSession: true })`: signed in through a browser session. */
export type BrowserSessionContext = Context & { viewer: Viewer & { sessionId: string } };
