import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import type { TestClient } from '../harness.js';
import { dbId } from './users.js';

// Videos made by ffmpeg in the test itself (none is committed), uploaded through the REST
// adapter: the video job makes them READY, then queues the reading of their words.

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

/** Uploads a video as the REST adapter takes it (the extension's and the web app's path). */
export async function uploadVideo(
  client: TestClient,
  teamId: string,
  title: string,
  video: Buffer,
): Promise<{ id: string; globalId: string }> {
  const response = await client.request({
    method: 'POST',
    path: `/api/teams/${encodeURIComponent(teamId)}/videos?${new URLSearchParams({ title })}`,
    headers: { 'content-type': 'video/mp4' },
    body: new Uint8Array(video),
  });
  expect(response.status).toBe(201);
  const { swipe } = (await response.json()) as { swipe: { id: string } };
  return { id: dbId(swipe.id), globalId: swipe.id };
}
