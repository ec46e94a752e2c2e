import { MENTION_PATTERN } from '@swipestack/common/comments';

// How the inbox words a notification (docs/collaboration.md): who did what, a plain-text
// excerpt of the comment, and the sidebar's unread count.

/** Shown for a notification whose actor's account is gone. */
export const UNKNOWN_ACTOR = 'Someone';

/** Shown for a swipe without a title. */
export const UNTITLED_SWIPE = 'Untitled swipe';

/** What happened, after the actor's name: "mentioned you", "invited you to join Growth". */
export function notificationAction(kind: string, teamName: string): string {
  switch (kind) {
    case 'MENTION':
      return 'mentioned you';
    case 'REPLY':
      return 'replied in a thread you are in';
    case 'COMMENT':
      return 'commented on your swipe';
    case 'INVITE':
      return `invited you to join ${teamName}`;
    default:
      return 'sent you a notification';
  }
}

/**
 * The words between the action and the swipe's title: "Ana mentioned you on “Ads”", "Ana
 * commented on your swipe “Ads”".
 */
export function swipeJoiner(kind: string): string {
  return kind === 'COMMENT' ? ' ' : ' on ';
}

/** The item's headline as one sentence (its link's text). */
export function notificationHeadline(notification: {
  kind: string;
  actorName: string | null | undefined;
  teamName: string;
  swipeTitle?: string | null;
}): string {
  if (notification.kind === 'WEBHOOK_DISABLED')
    return `A webhook of ${notification.teamName} was switched off after failing`;
  const actor = notification.actorName?.trim() || UNKNOWN_ACTOR;
  const action = notificationAction(notification.kind, notification.teamName);
  if (notification.kind === 'INVITE' || notification.swipeTitle == null) {
    return `${actor} ${action}`;
  }
  const title = notification.swipeTitle.trim() || UNTITLED_SWIPE;
  return `${actor} ${action}${swipeJoiner(notification.kind)}“${title}”`;
}

/** How much of a comment the inbox shows. */
export const EXCERPT_MAX = 140;

/**
 * A comment's Markdown-light text as one short line of plain text: mentions as "@Name", links
 * as their text, no bold markers or list marks, at most `max` characters (cut at a word, with
 * "…"). Never HTML: the result is rendered as text.
 */
export function commentExcerpt(body: string, max: number = EXCERPT_MAX): string {
  const plain = body
    .replace(new RegExp(MENTION_PATTERN.source, 'g'), (_match, name: string) => `@${name}`)
    .replace(/\[([^\]\n]*)\]\((https?:\/\/[^)\s]+)\)/g, '$1')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/^[ \t]*(?:[-*]|\d{1,3}[.)])[ \t]+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  // A cut right before a space ends a word already; otherwise back to the last whole word.
  const space = plain[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The sidebar badge: "3" shown ("99+" past 99), and "3 unread" for the link's name. */
export function unreadBadge(count: number): { text: string; label: string } {
  return { text: count > 99 ? '99+' : String(count), label: `${count} unread` };
}
