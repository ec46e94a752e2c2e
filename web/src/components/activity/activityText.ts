import { graphql, readInlineData } from 'react-relay/hooks';
import type { activityText_activity$key } from '../../__generated__/activityText_activity.graphql';
import { planLabel } from '../../lib/plans';
import { commentExcerpt, UNKNOWN_ACTOR, UNTITLED_SWIPE } from '../notifications/notificationText';

// How the activity feed words an entry (docs/collaboration.md): one sentence, who did what to
// which swipe, collection or plan, with links to what still exists; and its day heading.

/** A part of an entry's sentence: plain text, or a link to what changed. */
export type SentencePart = { text: string; to?: string };

/** What an entry's sentence is made of (the Activity fields the feed reads). */
export interface ActivityLike {
  readonly kind: string;
  readonly actor?: { readonly name: string } | null;
  readonly swipe?: { readonly id: string; readonly title: string } | null;
  readonly swipeTitle?: string | null;
  readonly collection?: { readonly id: string; readonly name: string } | null;
  readonly comment?: { readonly body: string } | null;
  readonly count?: number | null;
  readonly tags: readonly string[];
  readonly collections: readonly string[];
  readonly removedCollections: readonly string[];
  readonly fromPlan?: string | null;
  readonly toPlan?: string | null;
  readonly role?: string | null;
}

/** An entry's fields its sentence is made of, from the store (ActivityItem spreads them). */
export function readActivity(key: activityText_activity$key): ActivityLike {
  return readInlineData(
    graphql`
      fragment activityText_activity on Activity @inline {
        kind
        actor {
          name
        }
        swipe {
          id
          title
        }
        collection {
          id
          name
        }
        comment {
          body
        }
        swipeTitle
        count
        tags
        collections
        removedCollections
        fromPlan
        toPlan
        role
      }
    `,
    key,
  );
}

/** Where a swipe opens: its detail view on the swipes page, in the team of the feed. */
export function activitySwipeLink(swipeId: string, teamId: string): string {
  return `/swipes?${new URLSearchParams({ teamId, swipe: swipeId }).toString()}`;
}

/** Where a collection opens. */
export function activityCollectionLink(collectionId: string): string {
  return `/collections/${encodeURIComponent(collectionId)}`;
}

/** The swipe or swipes an entry is about: “Title” (a link while it exists), or "3 swipes". */
function swipePart(activity: ActivityLike, teamId: string): SentencePart {
  const count = activity.count ?? 1;
  if (count > 1) return { text: `${count.toLocaleString('en-US')} swipes` };
  const title = activity.swipe?.title ?? activity.swipeTitle;
  if (title == null) return { text: 'a swipe' };
  const text = `“${title.trim() || UNTITLED_SWIPE}”`;
  return activity.swipe ? { text, to: activitySwipeLink(activity.swipe.id, teamId) } : { text };
}

/**
 * "Winners", "Winners and Ads", "Winners, Ads and Email": the entry's collection, while it
 * exists, is a link.
 */
function collectionParts(names: readonly string[], activity: ActivityLike): SentencePart[] {
  const linked = activity.collection;
  return names.flatMap((name, index) => {
    const joiner = index === 0 ? [] : [{ text: index === names.length - 1 ? ' and ' : ', ' }];
    const part =
      linked && linked.name === name
        ? { text: name, to: activityCollectionLink(linked.id) }
        : { text: name };
    return [...joiner, part];
  });
}

/**
 * The entry as one sentence, in parts: "Ana Lopez added “Summer promo”", "Olga tagged 2 swipes
 * with q3", "Olga took 3 swipes out of Winners", "Ana Lopez commented on “Summer promo”", "Ana
 * Lopez joined as editor", "The plan changed from Free to Team". Adjacent texts are merged, so
 * the parts alternate between text and links. A comment's excerpt follows it
 * (`activityExcerpt`).
 */
export function activitySentence(activity: ActivityLike, teamId: string): SentencePart[] {
  const actor = activity.actor?.name.trim() || UNKNOWN_ACTOR;
  const parts: SentencePart[] = [];
  const say = (...more: (string | SentencePart | SentencePart[])[]) => {
    for (const item of more.flat()) {
      const part = typeof item === 'string' ? { text: item } : item;
      const last = parts[parts.length - 1];
      if (last && !last.to && !part.to) last.text += part.text;
      else parts.push({ ...part });
    }
  };

  switch (activity.kind) {
    case 'SWIPE_ADDED':
      say(`${actor} added `, swipePart(activity, teamId));
      break;
    case 'SWIPE_TAGGED':
      say(`${actor} tagged `, swipePart(activity, teamId));
      if (activity.tags.length) say(` with ${activity.tags.join(', ')}`);
      break;
    case 'SWIPE_MOVED': {
      const into = activity.collections;
      const out = activity.removedCollections;
      const swipe = swipePart(activity, teamId);
      if (into.length) {
        say(`${actor} moved `, swipe, ' to ', collectionParts(into, activity));
        if (out.length) say(' and out of ', collectionParts(out, activity));
      } else if (out.length) {
        say(`${actor} took `, swipe, ' out of ', collectionParts(out, activity));
      } else {
        say(`${actor} moved `, swipe);
      }
      break;
    }
    case 'COMMENTED':
      say(`${actor} commented on `, swipePart(activity, teamId));
      break;
    case 'MEMBER_JOINED':
      say(
        activity.role
          ? `${actor} joined as ${activity.role.toLowerCase()}`
          : `${actor} joined the team`,
      );
      break;
    case 'PLAN_CHANGED': {
      const change = `${activity.fromPlan ? ` from ${planLabel(activity.fromPlan)}` : ''} to ${planLabel(activity.toPlan)}`;
      say(activity.actor ? `${actor} changed the plan${change}` : `The plan changed${change}`);
      break;
    }
    default:
      say(`${actor} made a change`);
  }
  return parts;
}

/** A comment's text as one short plain line (mentions as @Name); '' for other entries. */
export function activityExcerpt(activity: ActivityLike): string {
  return activity.kind === 'COMMENTED' && activity.comment
    ? commentExcerpt(activity.comment.body)
    : '';
}

/** The sentence as plain text, with the comment's excerpt after a colon. */
export function activityText(activity: ActivityLike, teamId: string): string {
  const sentence = activitySentence(activity, teamId)
    .map((part) => part.text)
    .join('');
  const excerpt = activityExcerpt(activity);
  return excerpt ? `${sentence}: ${excerpt}` : sentence;
}

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long' });
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long' });
const DAY_YEAR = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** The local day of a time, as a key ("2026-3-14"). */
export function dayKey(value: string | Date): string {
  const date = new Date(value);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** A day's heading: "Today", "Yesterday", "Monday 3 March" ("… 2025" in another year). */
export function dayHeading(value: string | Date, now: Date = new Date()): string {
  const date = new Date(value);
  if (dayKey(date) === dayKey(now)) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(date) === dayKey(yesterday)) return 'Yesterday';
  const day = date.getFullYear() === now.getFullYear() ? DAY : DAY_YEAR;
  return `${WEEKDAY.format(date)} ${day.format(date)}`;
}

/** The entries (newest first) in runs of the same local day, each with its heading. */
export function groupByDay<T extends { readonly createdAt: string }>(
  entries: readonly T[],
  now: Date = new Date(),
): { key: string; heading: string; entries: T[] }[] {
  const groups: { key: string; heading: string; entries: T[] }[] = [];
  for (const entry of entries) {
    const key = dayKey(entry.createdAt);
    const last = groups[groups.length - 1];
    if (last?.key === key) last.entries.push(entry);
    else groups.push({ key, heading: dayHeading(entry.createdAt, now), entries: [entry] });
  }
  return groups;
}
