import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { createTransport } from 'nodemailer';
import { register, test } from './helpers';
import { addDialog, addTextSwipe, card, openAdd, runOperation, solidPng } from './swipeHelpers';

// Cards show what each swipe is (copy, email, page, picture); the layout switch is kept on
// the account (it survives a reload); the list view sorts by its headers.

const SMTP_PORT = Number(process.env.E2E_SMTP_PORT);
const COPY = 'Stop scrolling.\nYour feed deserves better coffee.';
const PAGE_TITLE = 'Lumen Lamps';
let site: Server;
let origin: string;

test.beforeAll(async () => {
  const icon = solidPng(32, 32, [37, 99, 235]);
  site = createServer((request, response) => {
    if (request.url === '/icon.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(icon);
    } else {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><title>${PAGE_TITLE}</title><link rel="icon" href="/icon.png"><h1>Light that lasts</h1>`,
      );
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

async function forwardEmail(page: Page) {
  const result = await runOperation<{ data: { viewer: { inboundEmailAddress: string } } }>(
    page,
    'SettingsPageQuery',
    { teamIds: [] },
  );
  const smtp = createTransport({ host: '127.0.0.1', port: SMTP_PORT, secure: false });
  try {
    await smtp.sendMail({
      from: 'Northwind Outfitters <news@northwind.example>',
      to: result.data.viewer.inboundEmailAddress,
      subject: 'Autumn drop is live',
      text: 'Autumn drop is live. Shop the collection.',
    });
  } finally {
    smtp.close();
  }
}

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('main').analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);

test('cards show each kind; the layout is kept after a reload; the list sorts by title', async ({
  page,
}) => {
  // A page capture waits in the queue shared with other specs.
  test.setTimeout(180_000);
  await register(page);

  await addTextSwipe(page, { title: 'Coffee ad copy', notes: COPY });
  const image = await openAdd(page, 'Image');
  await image.getByLabel('Image file').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: solidPng(400, 200, [234, 88, 12]),
  });
  await image.getByLabel('Title (optional)').fill('Wide banner');
  await image.getByRole('button', { name: 'Save swipe' }).click();
  await expect(addDialog(page)).toBeHidden();
  const web = await openAdd(page, 'Web page');
  await web.getByLabel('Page address').fill(`${origin}/lamps`);
  await web.getByRole('button', { name: 'Save swipe' }).click();
  await expect(addDialog(page)).toBeHidden();
  await forwardEmail(page);

  // Text and ad copy: the copy itself, set as type.
  await expect(card(page, 'Coffee ad copy').locator('[data-card-layout="copy"]')).toHaveText(COPY);
  // An image at its own ratio (2:1).
  const picture = card(page, 'Wide banner').locator('[data-card-layout="image"]');
  await expect(picture).toHaveCSS('aspect-ratio', '2 / 1');
  // An email (it arrives live): subject and sender.
  const email = card(page, 'Autumn drop is live').locator('[data-card-layout="email"]');
  await expect(email).toContainText('Northwind Outfitters');
  // A page: its host at once, then its capture's top and the page's own icon.
  const lamps = card(page, PAGE_TITLE);
  await expect(lamps.locator('[data-card-layout="website"]')).toContainText('127.0.0.1', {
    timeout: 120_000,
  });
  await expect(
    lamps.locator(`[data-card-layout="website"] img[src="${origin}/icon.png"]`),
  ).toBeVisible({ timeout: 120_000 });
  expect(await seriousViolations(page)).toEqual([]);

  // Compact, kept on the account: still compact after a reload.
  const layout = page.getByRole('group', { name: 'Layout' });
  await layout.getByRole('radio', { name: 'Compact' }).check();
  await expect(page.getByRole('list', { name: 'Swipes' })).toHaveAttribute('data-view', 'compact');
  // The choice is saved (optimistic in the page): wait for the server to have it.
  await expect
    .poll(
      async () =>
        (
          await runOperation<{ data: { viewer: { swipeView: string } } }>(
            page,
            'useSwipeViewQuery',
            {},
          )
        ).data.viewer.swipeView,
    )
    .toBe('COMPACT');
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Layout' }).getByRole('radio', { name: 'Compact' }),
  ).toBeChecked();
  await expect(page.getByRole('list', { name: 'Swipes' })).toHaveAttribute('data-view', 'compact');

  // The list view, sorted by title (A to Z, then Z to A).
  await page.getByRole('group', { name: 'Layout' }).getByRole('radio', { name: 'List' }).check();
  const table = page.getByRole('table');
  const titles = table.getByRole('rowheader');
  await expect(titles).toHaveCount(4);
  await table.getByRole('button', { name: 'Title' }).click();
  await expect(table.getByRole('columnheader', { name: 'Title' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(titles).toHaveText([
    'Autumn drop is live',
    'Coffee ad copy',
    PAGE_TITLE,
    'Wide banner',
  ]);
  await table.getByRole('button', { name: 'Title' }).click();
  await expect(titles).toHaveText([
    'Wide banner',
    PAGE_TITLE,
    'Coffee ad copy',
    'Autumn drop is live',
  ]);
  // Rows are selected for bulk actions as cards are: a click, then shift-click for a range.
  await table.getByRole('checkbox', { name: 'Select Wide banner' }).check();
  await table
    .getByRole('checkbox', { name: 'Select Coffee ad copy' })
    .click({ modifiers: ['Shift'] });
  const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await expect(bar).toContainText('3 selected');
  await expect(table.getByRole('checkbox', { name: `Select ${PAGE_TITLE}` })).toBeChecked();
  await expect(
    table.getByRole('checkbox', { name: 'Select Autumn drop is live' }),
  ).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await bar.getByRole('button', { name: 'Clear' }).click();
  await expect(bar).toBeHidden();
});
