/** "1 swipe", "3 swipes". */
export function swipeCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'swipe' : 'swipes'}`;
}

/** The tag manager's delete confirmation: how many swipes lose the tag. */
export function deleteTagQuestion(tag: { title: string; swipeCount: number }): string {
  const effect =
    tag.swipeCount === 0
      ? 'No swipe uses it.'
      : `It is removed from ${swipeCountLabel(tag.swipeCount)}.`;
  return `Delete tag “${tag.title}”? ${effect}`;
}
