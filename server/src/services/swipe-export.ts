import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { prisma } from '../db/client.js';
import { type Storage, SWIPE_IMAGE } from '../storage/storage.js';
import { parseMedia, type StoredImage } from './swipe-media.js';

// Everything a person saved, to take with them (the data belongs to the user): a ZIP with
// swipes.json and the swipes' original files. It holds the swipes they saved themselves, in
// every team they are still a member of; teammates' swipes stay with the team.

const BATCH = 200;
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

const fileName = (swipeId: string, role: string, image: StoredImage) =>
  `files/${swipeId}-${role}.${EXTENSIONS[image.contentType] ?? 'bin'}`;

/** Streams the ZIP to `write` (called with each chunk, in order). */
export async function exportSwipes(
  userId: string,
  storage: Storage,
  write: (chunk: Uint8Array) => void,
): Promise<{ swipes: number; files: number }> {
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    write(chunk);
  });
  const user = await prisma().user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, name: true },
  });
  const swipes: object[] = [];
  let files = 0;
  let cursor: string | undefined;
  for (;;) {
    const batch = await prisma().swipe.findMany({
      where: { authorId: userId, team: { members: { some: { userId } } } },
      orderBy: { id: 'asc' },
      take: BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
      include: {
        team: { select: { id: true, name: true } },
        tags: { select: { tag: { select: { title: true } } } },
        collections: { select: { collection: { select: { name: true } } } },
      },
    });
    for (const swipe of batch) {
      const media = parseMedia(swipe.media);
      const stored: Record<string, string> = {};
      for (const [role, image] of [
        ['image', media.image],
        ['screenshot', media.screenshot],
        ['viewport', media.viewport],
      ] as const) {
        if (!image) continue;
        const blob = await storage.get(SWIPE_IMAGE, image.key);
        if (!blob) continue;
        const name = fileName(swipe.id, role, image);
        const entry = new ZipPassThrough(name);
        zip.add(entry);
        entry.push(new Uint8Array(blob.data), true);
        stored[role] = name;
        files++;
      }
      swipes.push({
        id: swipe.id,
        team: swipe.team,
        kind: swipe.kind,
        title: swipe.title,
        url: swipe.url,
        source: swipe.source,
        notes: swipe.notes,
        createdVia: swipe.createdVia,
        createdAt: swipe.createdAt.toISOString(),
        updatedAt: swipe.updatedAt.toISOString(),
        tags: swipe.tags.map((link) => link.tag.title),
        collections: swipe.collections.map((link) => link.collection.name),
        description: media.description ?? null,
        text: swipe.bodyText,
        emailHtml: swipe.emailHtml,
        imageText: swipe.imageText,
        files: stored,
      });
    }
    if (batch.length < BATCH) break;
    cursor = batch.at(-1)?.id;
  }
  const json = new ZipDeflate('swipes.json', { level: 6 });
  zip.add(json);
  const document = {
    exportedAt: new Date().toISOString(),
    user,
    swipes,
  };
  json.push(new TextEncoder().encode(JSON.stringify(document, null, 2)), true);
  zip.end();
  return { swipes: swipes.length, files };
}
