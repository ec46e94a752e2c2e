import { prisma } from '../../db/client.js';
import type { ImageTextReader } from '../../images/image-text-reader.js';
import { publishTeamEvent } from '../../realtime/team-events.js';
import { type Storage, SWIPE_IMAGE } from '../../storage/storage.js';
import { parseMedia, type StoredImage, type SwipeMedia } from './swipe-media.js';

// The text in a swipe's pictures (OCR), for search and the detail view: read by a queued job
// (jobs/image-text-worker.ts) from the uploaded or saved image, or from the images an email
// carried (shown inline or attached).

/** An email's images read at most: each takes about a second. */
const MAX_IMAGES_READ = 10;
/** Text kept from all of a swipe's images. */
const MAX_IMAGE_TEXT = 100_000;

export interface ImageTextDeps {
  storage: Storage;
  reader: ImageTextReader;
}

/** The pictures of a swipe whose words are read: its image, or its email's images. */
export function imagesToRead(media: SwipeMedia): StoredImage[] {
  return [...(media.image ? [media.image] : []), ...(media.emailImages ?? [])].slice(
    0,
    MAX_IMAGES_READ,
  );
}

/**
 * Reads the words in the swipe's pictures and stores them (imageText, status DONE). A picture
 * that cannot be read throws, so the job is retried; on the last attempt the swipe is marked
 * FAILED instead. A swipe deleted meanwhile is left alone.
 */
export async function readSwipeImageText(
  swipeId: string,
  deps: ImageTextDeps,
  lastAttempt: boolean,
): Promise<void> {
  const swipe = await prisma().swipe.findUnique({
    where: { id: swipeId },
    select: { teamId: true, media: true },
  });
  if (!swipe) return;
  let text: string;
  try {
    const found: string[] = [];
    for (const image of imagesToRead(parseMedia(swipe.media))) {
      const blob = await deps.storage.get(SWIPE_IMAGE, image.key);
      if (!blob) continue;
      const words = await deps.reader.read(blob.data);
      if (words) found.push(words);
    }
    text = found.join('\n\n').slice(0, MAX_IMAGE_TEXT);
  } catch (error) {
    if (!lastAttempt) throw error;
    console.error(`The text in swipe ${swipeId}'s images could not be read`, error);
    await prisma().swipe.updateMany({
      where: { id: swipeId },
      data: { imageTextStatus: 'FAILED' },
    });
    publishTeamEvent(swipe.teamId, { kind: 'SWIPE_UPDATED', id: swipeId });
    return;
  }
  const { count } = await prisma().swipe.updateMany({
    where: { id: swipeId },
    data: { imageText: text, imageTextStatus: 'DONE' },
  });
  if (count) publishTeamEvent(swipe.teamId, { kind: 'SWIPE_UPDATED', id: swipeId });
}
