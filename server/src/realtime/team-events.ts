import { publishEvent } from './event-bus.js';

// What changed in a team, published after the change is committed and delivered to the team's
// members over the `teamEvents` subscription (through Redis when several instances run).

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
  /** When it was published (ms since the epoch): delivery latency is measured from here. */
  at: number;
}

export function publishTeamEvent(teamId: string, event: Omit<TeamEvent, 'at' | 'teamId'>) {
  publishEvent('team', teamId, { ...event, teamId, at: Date.now() });
}
