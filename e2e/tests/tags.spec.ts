import { expect, type Page } from '@playwright/test';
import { expectToastShown, register, test } from './helpers';
import { addTextSwipe, card, swipeCards } from './swipeHelpers';

function tagsDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Manage tags' });
}

function cardTags(page: Page, title: string) {
  return card(page, title).getByRole('list', { name: 'Tags' }).getByRole('listitem');
}

test('tags are renamed and deleted in the tag manager', async ({ page }) => {
  await register(page);
  await addTextSwipe(page, { title: 'Pricing page', tags: ['seo', 'growth'] });
  await addTextSwipe(page, { title: 'Blog post', tags: ['seo'] });
  await addTextSwipe(page, { title: 'Plain note' });

  // Filter by the tag that is deleted below.
  const tagFilter = page.getByLabel('Tag', { exact: true });
  await tagFilter.selectOption({ label: 'seo' });
  await expect(swipeCards(page)).toHaveCount(2);

  await page.getByRole('button', { name: 'Manage tags' }).click();
  const dialog = tagsDialog(page);
  await expect(dialog).toBeVisible();
  const rows = dialog.getByRole('list', { name: 'Tags' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('#growth');
  await expect(rows.nth(0)).toContainText('1 swipe');
  await expect(rows.nth(1)).toContainText('#seo');
  await expect(rows.nth(1)).toContainText('2 swipes');

  // A clash shows the server's message under the field; Escape leaves the field, not the dialog.
  await dialog.getByRole('button', { name: 'Rename tag growth' }).click();
  const name = dialog.getByLabel('Tag name');
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('growth');
  await name.fill('SEO');
  await name.press('Enter');
  await expect(dialog.getByText('A tag named "SEO" already exists.')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.press('Escape');
  await expect(name).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Rename tag growth' })).toBeFocused();

  // Enter saves; the cards follow.
  await dialog.getByRole('button', { name: 'Rename tag growth' }).click();
  await name.fill('Acquisition');
  await name.press('Enter');
  await expectToastShown(page, 'Tag renamed');
  await expect(dialog.getByRole('button', { name: 'Rename tag Acquisition' })).toBeFocused();
  await expect(rows.nth(0)).toContainText('#Acquisition');

  // Delete asks first.
  await dialog.getByRole('button', { name: 'Delete tag seo' }).click();
  await expect(dialog.getByText('Delete tag “seo”? It is removed from 2 swipes.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).press('Escape');
  await expect(dialog.getByRole('button', { name: 'Delete tag seo' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete tag seo' }).click();
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
  await expectToastShown(page, 'Tag deleted');
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText('#Acquisition');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The deleted tag no longer filters the list, and no card shows it.
  await expect(tagFilter).toHaveValue('');
  await expect(tagFilter.getByRole('option')).toHaveText(['All tags', 'Acquisition']);
  await expect(swipeCards(page)).toHaveCount(3);
  await expect(cardTags(page, 'Pricing page')).toHaveText(['#Acquisition']);
  await expect(card(page, 'Blog post').getByRole('list', { name: 'Tags' })).toHaveCount(0);

  // Still so after a reload (the server's data, not just the page's).
  await page.reload();
  await expect(cardTags(page, 'Pricing page')).toHaveText(['#Acquisition']);
  await expect(card(page, 'Blog post').getByRole('list', { name: 'Tags' })).toHaveCount(0);
});
