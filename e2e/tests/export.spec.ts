import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { unzipSync } from 'fflate';
import { register, test } from './helpers';
import { addTextSwipe, card, openAdd, solidPng } from './swipeHelpers';
import { createTeam } from './teamHelpers';

// Settings → Export of a whole team (docs/export.md): made in the background, then downloaded
// and unpacked: swipes.json in the documented format and every file it lists.

test("a team's export is made in the background and downloads with every file", async ({
  page,
}) => {
  // Two saves, a team, an export job and a download: more than one page's worth of steps.
  test.slow();
  await register(page);
  await createTeam(page, 'Growth');
  const dialog = await openAdd(page, 'Image');
  await dialog.getByLabel('Image file').setInputFiles({
    name: 'hero.png',
    mimeType: 'image/png',
    buffer: solidPng(48, 32, [10, 160, 90]),
  });
  await dialog.getByLabel('Title (optional)').fill('Hero banner');
  await dialog.getByRole('button', { name: 'Save swipe' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Hero banner')).toBeVisible();
  await addTextSwipe(page, { title: 'Team headline', notes: 'Spring is here', tags: ['copy'] });

  await page.goto('/settings#export');
  const exports = page.locator('#export');
  await exports.getByLabel('What to export').selectOption({ label: 'All swipes of Growth' });
  await exports.getByRole('button', { name: 'Start export' }).click();
  const list = exports.getByRole('list', { name: 'Your exports' });
  await expect(list.getByRole('listitem').first()).toContainText('All swipes of Growth');
  const download = page.waitForEvent('download');
  await list.getByRole('link', { name: 'Download ZIP' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^swipestack-growth-\d{4}-\d{2}-\d{2}\.zip$/);

  const entries = unzipSync(new Uint8Array(await readFile(await file.path())));
  const document = JSON.parse(new TextDecoder().decode(entries['swipes.json']));
  expect(document).toMatchObject({
    formatVersion: 1,
    scope: 'team',
    teams: [{ name: 'Growth' }],
    tags: [{ title: 'copy' }],
  });
  const titles = document.swipes.map((swipe: { title: string }) => swipe.title).sort();
  expect(titles).toEqual(['Hero banner', 'Team headline']);
  const hero = document.swipes.find((swipe: { title: string }) => swipe.title === 'Hero banner');
  expect(hero.files).toMatchObject([{ role: 'image', contentType: 'image/png', width: 48 }]);
  for (const swipe of document.swipes as { files: { path: string }[] }[]) {
    for (const listed of swipe.files) expect(entries[listed.path]?.length).toBeGreaterThan(0);
  }
});

test('an account export holds the swipes the user saved, with who exported them', async ({
  page,
}) => {
  test.slow();
  const user = await register(page);
  await addTextSwipe(page, { title: 'Exported headline', tags: ['copy'] });

  await page.goto('/settings#export');
  const exports = page.locator('#export');
  await expect(exports.getByText('No exports yet.')).toBeVisible();
  await exports.getByLabel('What to export').selectOption({ label: 'My swipes, in every team' });
  await exports.getByRole('button', { name: 'Start export' }).click();
  const download = page.waitForEvent('download');
  await exports
    .getByRole('list', { name: 'Your exports' })
    .getByRole('link', { name: 'Download ZIP' })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^swipestack-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = unzipSync(new Uint8Array(await readFile(await file.path())));
  const document = JSON.parse(new TextDecoder().decode(entries['swipes.json']));
  expect(document).toMatchObject({
    formatVersion: 1,
    scope: 'account',
    exportedBy: { email: user.email, name: user.name },
    swipes: [{ title: 'Exported headline', tags: ['copy'], authorEmail: user.email }],
  });
});
