import { readFile, writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { register, test } from './helpers';
import { card, openAdd, solidPng } from './swipeHelpers';
import { createTeam } from './teamHelpers';

// Settings → Import (docs/import.md): a bookmarks file, and this app's own export brought back
// into a new team (round trip, field by field).

function importSection(page: Page) {
  return page.locator('#import');
}

/** Chooses a file in Settings → Import, checks the format shown and imports it. */
async function importFile(page: Page, path: string, team: string, format: string) {
  await page.goto('/settings#import');
  const section = importSection(page);
  await section.getByLabel('Import into').selectOption({ label: team });
  await section.getByLabel('File to import').setInputFiles(path);
  await expect(section.getByText(`Format: ${format}`)).toBeVisible();
  await section.getByRole('button', { name: 'Import', exact: true }).click();
  const item = section.getByRole('listitem').first();
  await expect(item.getByTestId('import-status')).toHaveText('Finished', { timeout: 30_000 });
  return item;
}

/** A new export of the account's swipes, made in Settings and downloaded once ready. */
async function download(page: Page) {
  await page.goto('/settings#export');
  const exports = page.locator('#export');
  const list = exports.getByRole('list', { name: 'Your exports' });
  const before = await list.getByRole('link', { name: 'Download ZIP' }).count();
  await exports.getByLabel('What to export').selectOption({ label: 'My swipes, in every team' });
  await exports.getByRole('button', { name: 'Start export' }).click();
  const links = list.getByRole('link', { name: 'Download ZIP' });
  await expect(links).toHaveCount(before + 1, { timeout: 30_000 });
  const started = page.waitForEvent('download');
  await links.first().click();
  const path = await (await started).path();
  return { path, entries: unzipSync(new Uint8Array(await readFile(path))) };
}

test('a bookmarks file imports into the chosen team: the report, then the swipes', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await register(page);
  const html = `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<TITLE>Bookmarks</TITLE>
<DL><p>
  <DT><H3>Landing pages</H3>
  <DL><p>
    <DT><A HREF="${baseURL}/pricing" ADD_DATE="1700000000" TAGS="pricing">Our pricing page</A>
    <DD>Three plans side by side
    <DT><A HREF="${baseURL}/examples" ADD_DATE="1700000100">Examples gallery</A>
  </DL><p>
  <DT><A HREF="${baseURL}/pricing#plans">Pricing again</A>
</DL><p>`;
  const path = test.info().outputPath('bookmarks.html');
  await writeFile(path, html);
  const item = await importFile(page, path, 'Personal', 'Bookmarks file (HTML)');
  await expect(item.getByRole('definition').nth(0)).toHaveText('2');
  await expect(item.getByRole('definition').nth(1)).toHaveText('1');
  await expect(item).toContainText('Duplicates skipped');
  // The section with its report, on a phone: no serious accessibility problems.
  await page.setViewportSize({ width: 390, height: 844 });
  const serious = (await new AxeBuilder({ page }).include('#import').analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
  expect(serious).toEqual([]);

  await page.goto('/swipes');
  await expect(card(page, 'Our pricing page')).toBeVisible();
  await expect(card(page, 'Examples gallery')).toBeVisible();
  await expect(card(page, 'Pricing again')).toHaveCount(0);
});

interface ExportedSwipe {
  title: string;
  url: string | null;
  notes: string | null;
  tags: string[];
  collections: string[];
  createdAt: string;
  teamId?: string;
  team?: { id: string };
  files: Record<string, string> | { role: string; path: string }[];
}

const teamOf = (swipe: ExportedSwipe) => swipe.teamId ?? swipe.team?.id;
const imagePath = (swipe: ExportedSwipe) =>
  Array.isArray(swipe.files)
    ? swipe.files.find((file) => file.role === 'image')?.path
    : swipe.files.image;

test("this app's export imports into a new team with every field kept", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await register(page);
  // The source team's swipes: links with tags, notes, a collection and old dates, and an image.
  const csv = `url,title,tags,notes,collection,createdAt
${baseURL}/pricing,Pricing teardown,"pricing;saas","Anchor price first",Teardowns,2024-02-03T04:05:06.000Z
${baseURL}/examples,Gallery,inspiration,,Teardowns,2023-07-08T09:10:11.000Z
`;
  const csvPath = test.info().outputPath('seed.csv');
  await writeFile(csvPath, csv);
  await importFile(page, csvPath, 'Personal', 'CSV file');
  await page.goto('/swipes');
  const dialog = await openAdd(page, 'Image');
  await dialog.getByLabel('Image file').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: solidPng(32, 24, [200, 40, 40]),
  });
  await dialog.getByLabel('Title (optional)').fill('Round trip banner');
  await dialog.getByLabel('Notes').fill('Red works');
  await dialog.getByRole('button', { name: 'Save swipe' }).click();
  await expect(card(page, 'Round trip banner')).toBeVisible();

  const first = await download(page);
  const exported = JSON.parse(new TextDecoder().decode(first.entries['swipes.json'])) as {
    swipes: ExportedSwipe[];
  };
  expect(exported.swipes).toHaveLength(3);
  const sourceTeam = teamOf(exported.swipes[0] as ExportedSwipe);

  await page.goto('/swipes');
  await createTeam(page, 'Imported copy');
  const item = await importFile(page, first.path, 'Imported copy', 'Swipestack export (ZIP)');
  await expect(item.getByRole('definition').nth(0)).toHaveText('3');

  const second = await download(page);
  const all = JSON.parse(new TextDecoder().decode(second.entries['swipes.json'])) as {
    swipes: ExportedSwipe[];
  };
  const copies = all.swipes.filter((swipe) => teamOf(swipe) !== sourceTeam);
  expect(copies).toHaveLength(3);
  const fields = (swipe: ExportedSwipe) => ({
    title: swipe.title,
    url: swipe.url,
    notes: swipe.notes,
    tags: [...swipe.tags].sort(),
    collections: [...swipe.collections].sort(),
    createdAt: swipe.createdAt,
    hasImage: Boolean(imagePath(swipe)),
  });
  const byTitle = (list: ExportedSwipe[]) =>
    list.map(fields).sort((a, b) => a.title.localeCompare(b.title));
  expect(byTitle(copies)).toEqual(byTitle(exported.swipes));
  expect(byTitle(copies).find((swipe) => swipe.title === 'Pricing teardown')).toMatchObject({
    tags: ['pricing', 'saas'],
    notes: 'Anchor price first',
    collections: ['Teardowns'],
    createdAt: '2024-02-03T04:05:06.000Z',
  });
  const banner = copies.find((swipe) => swipe.title === 'Round trip banner') as ExportedSwipe;
  const bannerFile = second.entries[imagePath(banner) as string];
  expect(bannerFile?.length).toBeGreaterThan(0);
});
