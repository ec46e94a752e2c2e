// The selected team's live events say when its activity feed may have grown (a swipe added,
// tagged or moved, a comment, a member joining, a plan change): the feed on screen reads its
// first page again, once for a burst of events (a bulk change sends one per swipe).

/** The team events that come with a new feed entry (or may). */
const ACTIVITY_EVENTS = new Set([
  'SWIPE_CREATED',
  'SWIPE_UPDATED',
  'COMMENT_CHANGED',
  'MEMBER_JOINED',
  'TEAM_UPDATED',
]);

/** How long after an event the feed reads itself again (the rest of a burst comes meanwhile). */
export const ACTIVITY_REFRESH_DELAY_MS = 1000;

const listeners = new Set<(teamId: string) => void>();

/** A team event arrived (LiveTeamEvents): tells the feed on screen when it implies activity. */
export function teamEventArrived(teamId: string, kind: string): void {
  if (!ACTIVITY_EVENTS.has(kind)) return;
  for (const listener of listeners) listener(teamId);
}

/**
 * Calls `listener` a moment after events implying activity in `teamId` (once for the events of
 * that moment); answers the function that stops it.
 */
export function onTeamActivity(teamId: string, listener: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const heard = (id: string) => {
    if (id !== teamId || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      listener();
    }, ACTIVITY_REFRESH_DELAY_MS);
  };
  listeners.add(heard);
  return () => {
    clearTimeout(timer);
    listeners.delete(heard);
  };
}
