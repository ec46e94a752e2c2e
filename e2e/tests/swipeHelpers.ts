import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import { persistedId } from './helpers';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, solid-colour RGB PNG built by hand (no image library in the e2e workspace). */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const pixels = Buffer.concat(Array(height).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Runs one of the app's persisted operations from the page (same origin, session cookie). */
export async function runOperation<T = unknown>(
  page: Page,
  operation: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const body = {
    operationName: operation,
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: persistedId(operation) } },
  };
  return page.evaluate(async (payload) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    });
    return response.json();
  }, body) as Promise<T>;
}

export function addDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Add swipe' });
}

export function swipeCards(page: Page): Locator {
  return page.getByRole('list', { name: 'Swipes' }).getByRole('article');
}

export function card(page: Page, title: string): Locator {
  return swipeCards(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/** Opens the add dialog from the swipes header and picks a tab. */
export async function openAdd(page: Page, tab: 'Web page' | 'Image' | 'Video' | 'Text / ad copy') {
  await page.getByRole('button', { name: 'Add swipe' }).first().click();
  const dialog = addDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

export async function addTextSwipe(
  page: Page,
  { title, notes, tags = [] }: { title: string; notes?: string; tags?: string[] },
): Promise<void> {
  const dialog = await openAdd(page, 'Text / ad copy');
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  if (notes) await dialog.getByLabel('Notes').fill(notes);
  for (const tag of tags) {
    await dialog.getByLabel('Tags').fill(tag);
    await dialog.getByLabel('Tags').press('Enter');
  }
  await dialog.getByRole('button', { name: 'Save swipe' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, title)).toBeVisible();
}

/** A task of the onboarding checklist in the swipes page's "Getting started" section. */
/** Expands the getting-started line (shown once the team has swipes) into the checklist. */
export async function showChecklist(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'Getting started' })
    .getByRole('button', { name: 'Show checklist' })
    .click();
}

export function onboardingTask(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: 'Getting started' })
    .getByRole('list', { name: 'Getting started tasks' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}
