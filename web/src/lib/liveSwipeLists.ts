// The swipe lists on screen that a swipe created elsewhere belongs at the top of (the
// unfiltered, newest-first lists): live team events prepend new swipes to them.

const lists = new Set<string>();

/** Registers a list's Relay connection id while it shows; returns the unregister function. */
export function showLiveSwipeList(connectionId: string): () => void {
  lists.add(connectionId);
  return () => {
    lists.delete(connectionId);
  };
}

export function liveSwipeLists(): readonly string[] {
  return [...lists];
}
