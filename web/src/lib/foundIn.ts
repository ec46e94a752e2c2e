/** Where a search found a swipe (the SwipeFoundIn values of the API), as the card says it. */
const PLACES: Record<string, string> = {
  TITLE: 'the title',
  NOTES: 'the notes',
  SOURCE: 'the source',
  PAGE_TEXT: 'the page text',
  EMAIL_TEXT: 'the email text',
  IMAGE_TEXT: 'the text in the image',
  TRANSCRIPT: 'the transcript',
  TAG: 'a tag',
  COLLECTION: 'a collection',
};

/** ["TITLE", "EMAIL_TEXT"] → "Found in the title and the email text"; null for none. */
export function foundInText(places: readonly string[] | null | undefined): string | null {
  const named = (places ?? []).flatMap((place) => (PLACES[place] ? [PLACES[place]] : []));
  if (!named.length) return null;
  const last = named.pop();
  return `Found in ${named.length ? `${named.join(', ')} and ${last}` : last}`;
}
