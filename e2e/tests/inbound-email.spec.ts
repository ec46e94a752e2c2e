import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { expectToastShown, register, test } from './helpers';
import { card, onboardingTask, showChecklist, solidPng } from './swipeHelpers';

// A real SMTP client sends to the e2e server's inbound listener (E2E_SMTP_PORT, set by
// playwright.config.ts); the email swipe must appear in an open /swipes tab by itself.

const SMTP_PORT = Number(process.env.E2E_SMTP_PORT);
const HEADLINE = 'Our autumn collection has landed';

let site: Server;
let siteUrl: string;

test.beforeAll(async () => {
  // The email's remote image (captures may reach 127.0.0.1 on the e2e server).
  const hero = solidPng(560, 180, [234, 88, 12]);
  site = createServer((request, response) => {
    if (request.url === '/hero.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(hero);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

async function sendMail(mail: SendMailOptions) {
  const smtp = createTransport({ host: '127.0.0.1', port: SMTP_PORT, secure: false });
  try {
    return await smtp.sendMail({ from: 'Me <me@example.com>', ...mail });
  } finally {
    smtp.close();
  }
}

function addressField(page: Page) {
  return page
    .getByRole('region', { name: 'Email swipes' })
    .getByRole('textbox', { name: 'Your forwarding address' });
}

/** Copies the address with the Copy button and reads it back from the clipboard. */
async function copyAddress(page: Page) {
  const section = page.getByRole('region', { name: 'Email swipes' });
  await expect(addressField(page)).toHaveValue(/^[a-z2-9]{16}@localhost$/);
  await section.getByRole('button', { name: 'Copy' }).click();
  // A toast from an earlier copy may still be showing.
  await expectToastShown(page, 'Address copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await addressField(page).inputValue());
  return copied;
}

test('a forwarded email appears live in the swipes, with its screenshot', async ({
  page,
  context,
  baseURL,
}) => {
  // The capture queue runs one job at a time, other specs' pages included.
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await register(page);

  const settings = await context.newPage();
  await settings.goto('/settings#email-swipes');
  const section = settings.getByRole('region', { name: 'Email swipes' });
  await expect(section.getByRole('combobox', { name: 'Save forwarded emails to' })).toHaveValue(
    /.+/,
  );
  await expect(
    section.getByRole('combobox', { name: 'Save forwarded emails to' }).locator('option:checked'),
  ).toHaveText('Personal');
  const address = await copyAddress(settings);

  const info = await sendMail({
    to: address,
    subject: `Fwd: ${HEADLINE}`,
    text: `---------- Forwarded message ---------\nFrom: Northwind Outfitters <news@northwind.example>\nSubject: ${HEADLINE}\n\n${HEADLINE}`,
    html: `<div class="gmail_quote"><div class="gmail_attr">---------- Forwarded message ---------<br>From: Northwind Outfitters &lt;news@northwind.example&gt;</div>
      <table width="600" align="center" bgcolor="#fff7ed" style="font-family:sans-serif"><tr><td style="padding:32px">
      <img src="${siteUrl}/hero.png" width="560" height="180" alt="Autumn hero">
      <h1 style="color:#9a3412">${HEADLINE}</h1>
      <img src="cid:badge@northwind" width="64" height="64" alt="Badge">
      <script>document.body.innerHTML = 'script ran'</script>
      </td></tr></table></div>`,
    attachments: [
      { filename: 'badge.png', content: solidPng(64, 64, [22, 163, 74]), cid: 'badge@northwind' },
    ],
  });
  expect(info.response).toMatch(/^250 .*1 swipe saved/);

  // The /swipes tab was never reloaded: the swipe arrives over the live team events.
  const saved = card(page, HEADLINE);
  await expect(saved).toBeVisible();
  await expect(saved).toContainText('Email');
  // With a swipe, the guide is one line that expands to the checklist.
  await showChecklist(page);
  await expect(onboardingTask(page, 'Forward an email')).toContainText('Done');
  await expect(saved).toContainText('Northwind Outfitters');
  // Then the screenshot, rendered by the capture worker.
  const thumbnail = saved.locator('img');
  await expect(thumbnail).toHaveAttribute('srcset', /\/_next\/image\?url=%2Ffiles%2F/, {
    timeout: 60_000,
  });
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(saved).not.toContainText('Rendering…');

  await saved.getByRole('link').click();
  const detail = page.getByRole('dialog', { name: HEADLINE });
  const screenshot = detail.getByRole('img', { name: HEADLINE });
  await expect(screenshot).toBeVisible();
  await expect
    .poll(() => screenshot.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(detail.getByText('Northwind Outfitters <news@northwind.example>')).toBeVisible();

  // The email itself: our sanitised copy in a sandboxed frame, its inline image served by us.
  await detail.getByRole('button', { name: 'Email', exact: true }).click();
  const frameElement = detail.locator('iframe');
  await expect(frameElement).toHaveAttribute('sandbox', '');
  const frame = detail.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: HEADLINE })).toBeVisible();
  await expect(frame.getByText('script ran')).toHaveCount(0);
  await expect(frame.getByText('Forwarded message')).toHaveCount(0);
  await expect
    .poll(() =>
      frame
        .getByRole('img', { name: 'Badge' })
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
});

test('a new address replaces the old one, which is refused from then on', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await register(page);
  await page.goto('/settings#email-swipes');
  const section = page.getByRole('region', { name: 'Email swipes' });
  const old = await copyAddress(page);

  await section.getByRole('button', { name: 'Get a new address' }).click();
  const confirm = section.getByRole('group', { name: 'Confirm' });
  await expect(confirm).toContainText(`${old} stops working at once`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Yes, get a new address' }).click();
  await expectToastShown(page, 'New address ready');
  await expect(addressField(page)).not.toHaveValue(old);
  await expect(section.getByRole('button', { name: 'Get a new address' })).toBeFocused();
  const fresh = await copyAddress(page);

  await expect(sendMail({ to: old, subject: 'To the old address', text: 'x' })).rejects.toThrow(
    /550/,
  );
  const info = await sendMail({ to: fresh, subject: 'To the new address', text: 'Hello' });
  expect(info.response).toMatch(/^250 /);
  await page.goto('/swipes');
  const saved = card(page, 'To the new address');
  await expect(saved).toBeVisible();
  // Its screenshot is made before the run ends (it writes files into the run's directory).
  await expect(saved.locator('img')).toBeVisible({ timeout: 60_000 });
});
