import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { prisma } from '../../src/db/client.js';
import { createStorage, SWIPE_IMAGE } from '../../src/storage/storage.js';
import type { TestServer } from '../harness.js';
import { dbId } from './users.js';

// Videos made by ffmpeg in the test itself (none is committed), and stored as a READY video
// swipe the way the video job leaves one.

const run = promisify(execFile);

/** A swipe's words: the text read in its frames and its transcript. */
export const TRANSCRIPT = `query($id: ID!) { node(id: $id) { ... on Swipe { id imageText imageTextStatus
  transcript { status failure note setupHelp segments { startMs endMs text } } } } }`;

/** A 640×360 white video of `seconds` with `text` on it, with a tone unless `silent`. */
export async function makeVideo(text: string, seconds = 3, silent = false): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'swipestack-test-video-'));
  try {
    const file = path.join(dir, 'video.mp4');
    await run('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', `color=c=white:s=640x360:d=${seconds}`],
      ...(silent ? [] : ['-f', 'lavfi', '-i', `sine=f=440:d=${seconds}`]),
      '-vf',
      `drawtext=text='${text}':fontsize=64:fontcolor=black:x=(w-tw)/2:y=(h-th)/2`,
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
      ...(silent ? [] : ['-c:a', 'aac', '-shortest']),
      file,
    ]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A READY video swipe of the team holding `video` (without a poster: its frames are read). */
export async function storeVideoSwipe(
  server: TestServer,
  teamGlobalId: string,
  title: string,
  video: Buffer,
  durationMs = 3000,
): Promise<{ id: string; globalId: string }> {
  const storage = await createStorage(server.config);
  const { key } = await storage.put(SWIPE_IMAGE, video, 'video/mp4');
  const swipe = await prisma().swipe.create({
    data: {
      teamId: dbId(teamGlobalId),
      kind: 'VIDEO',
      title,
      videoStatus: 'READY',
      media: {
        video: {
          key,
          contentType: 'video/mp4',
          bytes: video.length,
          durationMs,
          width: 640,
          height: 360,
        },
      },
    },
  });
  return { id: swipe.id, globalId: Buffer.from(`Swipe:${swipe.id}`).toString('base64') };
}
