import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { register } from './helpers';
import { addDialog, card, openAdd, swipeCards } from './swipeHelpers';

// A page of our own that fails until it is told to work: the first capture fails, the retry
// succeeds (captures may reach 127.0.0.1 in tests only).
const PAGE_TITLE = 'Retried Landing';
let server: Server;
let origin: string;
let working = false;

test.beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/flaky' && working) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><title>${PAGE_TITLE}</title><h1>Back again</h1>`);
    } else {
      response.writeHead(503, { 'content-type': 'text/plain' });
      response.end('Down for now');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('a failed capture shows on its card with the reason, and Retry on the card captures it', async ({
  page,
}) => {
  // The capture queue is shared with other specs' pages, and the app polls every 3 s.
  test.setTimeout(120_000);
  await register(page);
  const dialog = await openAdd(page, 'Web page');
  await dialog.getByLabel('Page address').fill(`${origin}/flaky`);
  await dialog.getByRole('button', { name: 'Save swipe' }).click();
  await expect(dialog).toBeHidden();

  const saved = card(page, '127.0.0.1');
  await expect(saved).toContainText('Capture failed', { timeout: 60_000 });
  await expect(saved).toContainText('503');
  const retry = saved.getByRole('button', { name: 'Retry capture of 127.0.0.1' });
  await expect(retry).toBeVisible();

  working = true;
  await retry.click();
  const captured = card(page, PAGE_TITLE);
  await expect(captured).toBeVisible({ timeout: 60_000 });
  await expect(captured).not.toContainText('Capture failed');
  await expect(captured.getByRole('button', { name: /Retry/ })).toHaveCount(0);
  await expect(captured.locator('img')).toHaveAttribute(
    'srcset',
    /\/_next\/image\?url=%2Ffiles%2F/,
  );
});

test('the add dialog warns of an address already saved, links to it, and still saves', async ({
  page,
}) => {
  // Three saves, three openings of the dialog and two captures of other specs in the queue.
  test.setTimeout(60_000);
  await register(page);
  const address = `${origin}/already-saved`;
  let dialog = await openAdd(page, 'Web page');
  await dialog.getByLabel('Page address').fill(address);
  await dialog.getByLabel('Title (optional)').fill('First save');
  await expect(dialog.getByText('Already in your swipe file')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save swipe' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'First save')).toBeVisible();

  // A link dropped on the page is saved at once (a web page, named after its host until
  // captured); one the team has already opens the dialog with its address: the warning speaks.
  const dropLink = (url: string) =>
    page.evaluate((link) => {
      const data = new DataTransfer();
      data.setData('text/uri-list', link);
      document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true }));
    }, url);
  await dropLink(`${origin}/dropped`);
  await expect(swipeCards(page)).toHaveCount(2);
  await expect(addDialog(page)).toBeHidden();
  await dropLink(address);
  dialog = addDialog(page);
  await expect(dialog.getByLabel('Page address')).toHaveValue(address);
  await expect(dialog.getByText('Already in your swipe file')).toBeVisible();

  // Another address: no warning; the saved one again: the warning and its link.
  await dialog.getByLabel('Page address').fill(`${origin}/never-saved`);
  await expect(dialog.getByText('Already in your swipe file')).toHaveCount(0);
  await dialog.getByLabel('Page address').fill(address);
  await expect(dialog.getByText('Already in your swipe file')).toBeVisible();

  // Saving anyway makes a second swipe.
  await dialog.getByLabel('Title (optional)').fill('Second save');
  await dialog.getByRole('button', { name: 'Save swipe' }).click();
  await expect(dialog).toBeHidden();
  await expect(swipeCards(page)).toHaveCount(3);

  // The link opens the swipe it names, and the add dialog closes.
  dialog = await openAdd(page, 'Web page');
  await dialog.getByLabel('Page address').fill(address);
  await dialog.getByRole('link', { name: 'Second save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Second save' })).toBeVisible();
});
