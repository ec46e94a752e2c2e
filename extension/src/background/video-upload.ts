import { ServerUnreachableError, SignedOutError, TOKEN_ENDED } from '../shared/graphql';
import type { SaveReply } from '../shared/messages';
import { clearAuth, getAuth } from '../shared/storage';

// Sends a video to the server's upload route (POST /api/teams/{teamId}/videos, the raw file as
// the body) with the extension's token; the server probes it and makes the VIDEO swipe.

export interface VideoDetails {
  teamId: string;
  title: string;
  /** The page it came from. */
  url: string;
  notes: string;
  /** How the extension got it, when not as the video's own file. */
  note: string;
  /** Tag titles and collection ids chosen in the popup: saved with the video, or not at all. */
  tags?: readonly string[];
  collectionIds?: readonly string[];
}

/** The route's address with the details as its query. */
export function videoUploadAddress(serverOrigin: string, details: VideoDetails): string {
  const address = new URL(`/api/teams/${encodeURIComponent(details.teamId)}/videos`, serverOrigin);
  for (const key of ['title', 'url', 'notes', 'note'] as const) {
    const value = details[key].trim();
    if (value) address.searchParams.set(key, value);
  }
  for (const tag of details.tags ?? []) address.searchParams.append('tags', tag);
  for (const id of details.collectionIds ?? []) address.searchParams.append('collectionIds', id);
  return address.toString();
}

export async function uploadVideo(
  blob: Blob,
  contentType: string,
  details: VideoDetails,
): Promise<SaveReply> {
  const auth = await getAuth();
  if (!auth) throw new SignedOutError();
  let response: Response;
  try {
    response = await fetch(videoUploadAddress(auth.serverOrigin, details), {
      method: 'POST',
      // The token is the credential: never the cookies the browser keeps for the server.
      credentials: 'omit',
      headers: { Authorization: `Bearer ${auth.token}`, 'Content-Type': contentType },
      body: blob,
    });
  } catch {
    throw new ServerUnreachableError(auth.serverOrigin);
  }
  if (
    [502, 503, 504].includes(response.status) &&
    !response.headers.get('content-type')?.includes('json')
  ) {
    throw new ServerUnreachableError(auth.serverOrigin);
  }
  if (response.status === 401) {
    if ((await getAuth())?.token === auth.token) await clearAuth(true);
    throw new SignedOutError(TOKEN_ENDED);
  }
  const body = (await response.json().catch(() => null)) as {
    swipe?: { id?: string };
    error?: string;
  } | null;
  if (response.status === 201 && body?.swipe?.id) {
    return { ok: true, swipeId: body.swipe.id, teamId: details.teamId };
  }
  return {
    ok: false,
    error: body?.error ?? `Swipestack could not save this video (${response.status}).`,
    ...(response.status === 402 ? { limitReached: true } : {}),
  };
}
