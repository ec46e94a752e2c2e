import { expect, type Page } from '@playwright/test';
import { register, test } from './helpers';
import { addDialog, card } from './swipeHelpers';

// Issue 37 finding 6: the app says when it is offline, and the add dialog keeps its draft (per
// team, in local storage) across Escape, a reload and a failed save, until saved or discarded.

function banner(page: Page) {
  return page.getByRole('status').getByText("You're offline");
}

async function openAddDialog(page: Page) {
  await page.getByRole('button', { name: 'Add swipe' }).first().click();
  const dialog = addDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test('going offline shows a banner that goes when the connection is back', async ({
  page,
  context,
}) => {
  await register(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await context.setOffline(true);
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveText(
    "You're offline — changes will not be saved until the connection is back.",
  );
  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the add dialog keeps its draft across Escape, a reload and a failed save, until saved or discarded', async ({
    page,
    context,
  }) => {
    test.slow(); // reloads and a save through the server
    await register(page);
    let dialog = await openAddDialog(page);
    await dialog.getByRole('tab', { name: 'Text / ad copy' }).click();
    await dialog.getByLabel('Title', { exact: true }).fill('Half-written hook');
    await dialog.getByLabel('Notes').fill('Buy one, get one');
    await dialog.getByLabel('Tags').fill('drafts');
    await dialog.getByLabel('Tags').press('Enter');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    dialog = await openAddDialog(page);
    await expect(dialog.getByRole('tab', { name: 'Text / ad copy' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('Half-written hook');
    await expect(dialog.getByLabel('Notes')).toHaveValue('Buy one, get one');
    await expect(dialog.getByText('drafts')).toBeVisible();

    await page.reload();
    dialog = await openAddDialog(page);
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('Half-written hook');
    await expect(dialog.getByLabel('Notes')).toHaveValue('Buy one, get one');

    // A save that cannot reach the server keeps it too.
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Save swipe' }).click();
    await expect(dialog.getByRole('alert')).toContainText('We could not reach Swipestack');
    await context.setOffline(false);
    await page.keyboard.press('Escape');
    await page.reload();
    dialog = await openAddDialog(page);
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('Half-written hook');

    // Saved: gone.
    await dialog.getByRole('button', { name: 'Save swipe' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, 'Half-written hook')).toBeVisible();
    dialog = await openAddDialog(page);
    await dialog.getByRole('tab', { name: 'Text / ad copy' }).click();
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('');
    await expect(dialog.getByLabel('Notes')).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Discard draft' })).toHaveCount(0);

    // Discarded: gone, after a reload too.
    await dialog.getByLabel('Title', { exact: true }).fill('Not this one');
    await dialog.getByRole('button', { name: 'Discard draft' }).click();
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Discard draft' })).toHaveCount(0);
    await page.reload();
    dialog = await openAddDialog(page);
    await expect(dialog.getByRole('tab', { name: 'Web page' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await dialog.getByRole('tab', { name: 'Text / ad copy' }).click();
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('');
  });
});
