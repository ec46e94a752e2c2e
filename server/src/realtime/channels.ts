// What each channel of the event bus (event-bus.ts) carries. The payload types live here, below
// the bus and the modules that publish on it, so that neither imports the other's types.

export const TEAM_EVENT_KINDS = [
  'SWIPE_CREATED',
  'SWIPE_UPDATED',
  'SWIPE_DELETED',
  'TAG_CHANGED',
  'TAG_DELETED',
  'COLLECTION_CHANGED',
  'COLLECTION_DELETED',
  'MEMBER_JOINED',
  'MEMBER_UPDATED',
  'MEMBER_LEFT',
  'INVITE_CREATED',
  'INVITE_DELETED',
  'TEAM_UPDATED',
  'TEAM_DELETED',
  'TRACKED_BRAND_CHANGED',
  'TRACKED_BRAND_DELETED',
  'TRACKED_ADS_SAVED',
  'COMMENT_CHANGED',
  'COMMENT_DELETED',
] as const;
export type TeamEventKind = (typeof TEAM_EVENT_KINDS)[number];

export interface TeamEvent {
  kind: TeamEventKind;
  teamId: string;
  /** The database id of the swipe, tag, collection, membership, invite, team, tracked brand or comment. */
  id: string;
  /** For member events: whose membership it is. */
  userId?: string;
  /**
   * For swipe events: the tags and the collections whose swipe counts the change moved (the
   * swipe's, before and after), so that subscribers get those counts and not whole lists.
   */
  tagIds?: string[];
  collectionIds?: string[];
  /** For COMMENT_CHANGED: the comment is new (not an edit, a resolve or its thread's reply). */
  created?: boolean;
  /** When it was published (ms since the epoch): delivery latency is measured from here. */
  at: number;
}

export type AccessEvent =
  /** `signedOut`: the person signed out (here or elsewhere), so open tabs are told so. */
  | { kind: 'SESSION_ENDED'; sessionId: string; signedOut: boolean }
  | { kind: 'TOKEN_REVOKED'; tokenId: string };

export interface PresenceEntry {
  userId: string;
  name: string;
  /** The swipe the tab shows in its detail view, if any. */
  swipeId: string | null;
}

export interface PresenceMessage {
  instanceId: string;
  entries: PresenceEntry[];
  /** A new listener: the other instances answer with their entries at once. */
  hello?: boolean;
}

/** A remix's variants as they are written (services/remix/remix-writer.ts). */
export type RemixEvent =
  | {
      kind: 'VARIANT';
      variantId: string;
      text: string;
      status: 'WRITING' | 'DONE' | 'FAILED';
      error: string | null;
    }
  | { kind: 'FINISHED' };

/** Something about the user themself changed: their pending invites, their onboarding. */
export type UserEventKind =
  | 'INVITES_CHANGED'
  | 'NOTIFICATIONS_CHANGED'
  | 'ONBOARDING_CHANGED'
  | 'SUPPORT_CHANGED';

/** Channels and their payloads; Redis carries them between instances when REDIS_URL is set. */
export type Channels = {
  /** A user's session or token ended (realtime/access-events.ts). */
  access: [userId: string, payload: AccessEvent];
  team: [teamId: string, payload: TeamEvent];
  user: [userId: string, payload: { kind: UserEventKind }];
  /** A support conversation changed (services/support/support.ts): administrators' inboxes. */
  support: [scope: 'inbox', payload: { conversationId: string }];
  /** A remix's variants as they are written (services/remix/remix-writer.ts). */
  remix: [remixId: string, payload: RemixEvent];
  /** A team's webhooks changed: each instance reads whether it has one switched on. */
  webhooks: [scope: 'teams', payload: { teamId: string }];
  /** An instance's open tabs of a team (realtime/presence.ts). */
  presence: [teamId: string, payload: PresenceMessage];
};
