import type { SaveReply } from '../shared/messages';

/** The `errors` of a create payload, as the extension's operations select them. */
export interface PayloadError {
  __typename: string;
  message?: string;
}

export const FREE_CAP_TYPENAME = 'SwipeLimitError';

/** A create mutation's payload as the reply the popup (or a page note) shows. */
export function saveReply(
  payload: { swipe?: { id: string } | null; errors: readonly PayloadError[] } | null | undefined,
  teamId: string,
): SaveReply {
  if (payload?.swipe) return { ok: true, swipeId: payload.swipe.id, teamId };
  const error = payload?.errors[0];
  return {
    ok: false,
    error: error?.message ?? 'Swipestack could not save this swipe.',
    ...(error?.__typename === FREE_CAP_TYPENAME ? { limitReached: true } : {}),
  };
}

/** The first words of a passage, one line, at most 80 characters. */
export function titleFromText(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= 80) return line || 'Saved text';
  const cut = line.slice(0, 79);
  const space = cut.lastIndexOf(' ');
  return `${(space > 40 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
