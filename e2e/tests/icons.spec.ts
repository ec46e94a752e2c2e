import { expect, type Locator, type Page } from '@playwright/test';
import { register, test } from './helpers';
import { addDialog, card, openAdd, solidPng } from './swipeHelpers';

// Icons are SVG from the shared set (common/src/icons.ts, docs/web.md "Icons"), never emoji or
// symbol characters, which show as empty boxes where no font has them: the controls and
// decorations of the pages that had them carry no such character, and keep their names.

/** Arrows, technical symbols, shapes, dingbats (✓ ✕), emoji (📍), the emoji variation and ×. */
const SYMBOL =
  /[\u00D7\u2190-\u21FF\u2300-\u23FF\u2500-\u27BF\u2900-\u297F\u2B00-\u2BFF\u{1F000}-\u{1FAFF}]|\uFE0F/u;

/** Symbol characters drawn in controls, key caps and decorations inside `scope`. */
async function symbolIcons(scope: Locator): Promise<string[]> {
  return scope.evaluate((root, source) => {
    const symbol = new RegExp(source, 'u');
    const found: string[] = [];
    for (const element of Array.from(
      root.querySelectorAll('button, a, [role="button"], [role="img"], kbd, [aria-hidden="true"]'),
    )) {
      const text = element.textContent ?? '';
      if (symbol.test(text) && (element as HTMLElement).offsetParent !== null)
        found.push(`${element.tagName.toLowerCase()}: ${text.trim().slice(0, 60)}`);
    }
    return found;
  }, SYMBOL.source);
}

async function expectNoSymbolIcons(page: Page, scope: Locator = page.locator('body')) {
  expect(await symbolIcons(scope)).toEqual([]);
}

test('public pages draw their icons as SVG', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Loved by 3,000+ marketers')).toBeVisible();
  await expectNoSymbolIcons(page);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSymbolIcons(page);
  await page.goto('/examples');
  await expect(page.getByRole('link', { name: /^All \d+ .* examples$/ }).first()).toBeVisible();
  await expectNoSymbolIcons(page);
});

test('the app draws its icons as SVG, with the same names', async ({ page }) => {
  await register(page);
  const add = await openAdd(page, 'Image');
  await expectNoSymbolIcons(page, add);
  await add.getByLabel('Image file').setInputFiles({
    name: 'poster.png',
    mimeType: 'image/png',
    buffer: solidPng(320, 200, [20, 120, 90]),
  });
  await add.getByLabel('Title (optional)').fill('Poster');
  await add.getByLabel('Tags').fill('summer');
  await add.getByLabel('Tags').press('Enter');
  await expect(add.getByRole('button', { name: 'Remove tag summer' })).toBeVisible();
  await expectNoSymbolIcons(page, add);
  await add.getByRole('button', { name: 'Save swipe' }).click();
  await expect(addDialog(page)).toBeHidden();

  await expect(page.getByRole('button', { name: 'New team' })).toBeVisible();
  await page.getByRole('button', { name: /^Help/ }).click();
  await expectNoSymbolIcons(page);
  await page.keyboard.press('Escape');

  await card(page, 'Poster').getByRole('link').first().click();
  const detail = page.getByRole('dialog', { name: 'Poster' });
  await detail.getByRole('button', { name: 'Pin a comment' }).click();
  await detail.getByRole('application', { name: 'Where to pin the comment' }).press('Enter');
  await expect(detail.getByText('Pinned on the picture')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Close' })).toBeVisible();
  await expectNoSymbolIcons(page, detail);
  await detail.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('group', { name: 'Layout' }).getByRole('radio', { name: 'List' }).check();
  await page.getByRole('button', { name: 'Title' }).click();
  await expect(page.getByRole('columnheader', { name: 'Title' })).toHaveAttribute(
    'aria-sort',
    /ascending|descending/,
  );
  await expectNoSymbolIcons(page);

  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(
    sheet.getByRole('cell', { name: 'Left arrow Right arrow Up arrow Down arrow' }),
  ).toBeVisible();
  await expectNoSymbolIcons(page, sheet);
});
