import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { FAKE_TRANSCRIPT_SEGMENTS } from '../../server/test/ai/fake-ai-provider';
import { seriousProblems } from './axe';
import { register, test } from './helpers';
import { card, runOperation, swipeCards } from './swipeHelpers';

// A video's words in the browser (docs/swipes.md, "A video's words"): a word spoken in it (the
// e2e server's AI provider is the msw fake of server/test/third-party-apis.ts, which hears
// FAKE_TRANSCRIPT_SEGMENTS) and a word on screen (OCR of its frames) find it, the card says
// where, and the detail view lists the transcript with its moments.

interface TeamsResponse {
  data: { viewer: { teams: { edges: Array<{ node: { id: string } }> } } };
}

/** Three seconds of "SUMMER SALE" on white with a tone, made with ffmpeg. */
function makeVideo(): Buffer {
  const path = test.info().outputPath('sale.mp4');
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=white:s=640x360:d=3'],
    ...['-f', 'lavfi', '-i', 'sine=f=440:d=3', '-vf'],
    "drawtext=text='SUMMER SALE':fontsize=64:fontcolor=black:x=(w-tw)/2:y=(h-th)/2",
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', path],
  ]);
  return readFileSync(path);
}

test('a video is found by a word spoken in it and by a word on screen, and shows its transcript', async ({
  page,
}) => {
  // The video job, then OCR (the server's tesseract worker may start now) and the transcript.
  test.setTimeout(150_000);
  await register(page);
  const teams = await runOperation<TeamsResponse>(page, 'SwipesPageQuery', {});
  const teamId = teams.data.viewer.teams.edges[0]?.node.id ?? '';
  expect(teamId).toBeTruthy();
  const status = await page.evaluate(
    async ({ teamId, bytes }) => {
      const response = await fetch(
        `/api/teams/${encodeURIComponent(teamId)}/videos?title=${encodeURIComponent('Beach reel')}`,
        { method: 'POST', headers: { 'Content-Type': 'video/mp4' }, body: new Uint8Array(bytes) },
      );
      return response.status;
    },
    { teamId, bytes: [...makeVideo()] },
  );
  expect(status).toBe(201);

  const search = page.getByLabel('Search swipes');
  // Searched again until the jobs have stored the words.
  await expect(async () => {
    await search.fill('');
    await search.fill('guaranteed');
    await expect(card(page, 'Beach reel')).toContainText('Found in the transcript', {
      timeout: 2000,
    });
  }).toPass({ timeout: 120_000 });
  await expect(swipeCards(page)).toHaveCount(1);
  await expect(async () => {
    await search.fill('');
    await search.fill('sale');
    await expect(card(page, 'Beach reel')).toContainText('Found in the text in the image', {
      timeout: 2000,
    });
  }).toPass({ timeout: 60_000 });

  await card(page, 'Beach reel').getByRole('link', { name: 'Beach reel' }).click();
  const detail = page.getByRole('dialog', { name: 'Beach reel' });
  const transcript = detail.getByRole('region', { name: 'Transcript' });
  const [first, second] = FAKE_TRANSCRIPT_SEGMENTS;
  await expect(transcript).toContainText(first?.text.trim() ?? '');
  await expect(transcript.getByRole('listitem')).toHaveText([
    `0:00${first?.text.trim()}`,
    `0:01${second?.text.trim()}`,
  ]);
  expect(
    await seriousProblems(page, 'section[aria-labelledby="video-transcript-heading"]'),
  ).toEqual([]);
  // At phone size it stacks under the video, its lines wrapped within the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await transcript.scrollIntoViewIfNeeded();
  await expect(transcript).toBeInViewport();
  const fits = await transcript.evaluate(
    (element) => element.getBoundingClientRect().right <= window.innerWidth,
  );
  expect(fits).toBe(true);
});
