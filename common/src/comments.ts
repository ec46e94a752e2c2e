/**
 * Comments' rules (docs/collaboration.md), which the server enforces and the web app's composer
 * mirrors.
 */
import { can } from './roles.js';

export const COMMENT_BODY_MAX = 5000;

/**
 * Whether a member of this role may comment in a team with this setting: editors and above,
 * and viewers when the team lets them.
 */
export const mayComment = (role: string | null | undefined, viewersMayComment: boolean) =>
  Boolean(role) && (can(role, 'editContent') || viewersMayComment);

export const COMMENT_MESSAGES = {
  empty: 'Write a comment first.',
  tooLong: `Comments can be at most ${COMMENT_BODY_MAX.toLocaleString('en-US')} characters.`,
} as const;

/**
 * A mention in a comment's text, as the composer writes it: `@[Ana Lopez](user:<User id>)`. The
 * server notifies the team members it names; the text shows `@Ana Lopez` either way.
 */
export const MENTION_PATTERN = /@\[([^\]\n]{1,100})\]\(user:([A-Za-z0-9+/=_-]{1,200})\)/g;

/** The text a mention of this member is written as. */
export const mentionToken = (name: string, userId: string) =>
  `@[${name.replace(/[[\]\n]/g, ' ').trim() || 'member'}](user:${userId})`;

/**
 * A comment pinned on the picture (fractions of its width and height, from the top left); on a
 * video, on the paused frame at its time (milliseconds from the start).
 */
export const PIN_MESSAGES = {
  outside: 'Pin the comment inside the picture.',
  noPicture: 'This swipe has no picture to pin a comment on.',
  reply: 'Only the first comment of a thread can be pinned.',
  noTime: 'Pin the comment on a paused frame of the video: its time is missing.',
  timeOutside: 'Pin the comment within the length of the video.',
  timeOnPicture: 'Only a pin on a video has a time.',
} as const;
