import { expect, type Page } from '@playwright/test';
import { expectToastShown, register, test } from './helpers';
import { addTextSwipe, card, runOperation, swipeCards } from './swipeHelpers';

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

interface TeamsResponse {
  data: { viewer: { teams: { edges: Array<{ node: { id: string } }> } } };
}

test('a team with more tags than a page: the filter searches the server, the tag manager shows more', async ({
  page,
}) => {
  await register(page);
  const teams = await runOperation<TeamsResponse>(page, 'SwipesPageQuery', {});
  const teamId = teams.data.viewer.teams.edges[0]?.node.id;
  expect(teamId).toBeTruthy();
  // 120 tags (tag-000 … tag-119) through the app's own mutation: six swipes of 20 (a swipe's
  // maximum), so tag-100 … tag-119 are on "Bulk 6" alone.
  const titles = Array.from({ length: 120 }, (_, n) => `tag-${String(n).padStart(3, '0')}`);
  for (let n = 0; n < 6; n++) {
    const result = await runOperation<{ data?: { createSwipe: { errors: unknown[] } } }>(
      page,
      'useCreateSwipeMutation',
      {
        input: {
          teamId,
          kind: 'AD',
          title: `Bulk ${n + 1}`,
          tags: titles.slice(n * 20, n * 20 + 20),
        },
        connections: [],
      },
    );
    expect(result.data?.createSwipe.errors).toEqual([]);
  }
  await page.reload();
  await expect(swipeCards(page)).toHaveCount(6);

  // More tags than the first page: the filter is a searchable combobox, not a select.
  const tagFilter = page.getByRole('combobox', { name: 'Tag' });
  await expect(tagFilter).toHaveValue('All tags');
  await tagFilter.click();
  await tagFilter.fill('110');
  const options = page.getByRole('listbox', { name: 'Tag' }).getByRole('option');
  await expect(options).toHaveText(['All tags', 'tag-110']);
  await tagFilter.press('ArrowDown');
  await expect(tagFilter).toHaveAttribute('aria-activedescendant', /.+/);
  await tagFilter.press('Enter');
  await expect(page.getByRole('listbox', { name: 'Tag' })).toBeHidden();
  await expect(tagFilter).toHaveValue('tag-110');
  await expect(swipeCards(page)).toHaveCount(1);
  await expect(card(page, 'Bulk 6')).toBeVisible();

  // Escape closes the list and keeps the chosen tag's name (it is beyond the loaded page).
  await tagFilter.fill('11');
  await expect(options.first()).toBeVisible();
  await tagFilter.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Tag' })).toBeHidden();
  await expect(tagFilter).toHaveValue('tag-110');
  await expect(swipeCards(page)).toHaveCount(1);

  // The tag manager pages: the first 100, then "Show more" brings the other 20.
  await page.getByRole('button', { name: 'Manage tags' }).click();
  const dialog = tagsDialog(page);
  const rows = dialog.getByRole('list', { name: 'Tags' }).getByRole('listitem');
  await expect(rows).toHaveCount(100);
  await expect(dialog.getByText('Showing 100 of 120 tags')).toBeVisible();
  await dialog.getByRole('button', { name: 'Show 20 more tags' }).click();
  await expect(rows).toHaveCount(120);
  await expect(rows.nth(119)).toContainText('#tag-119');
  await expect(dialog.getByRole('button', { name: 'Rename tag tag-100' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: /^Show \d+ more/ })).toHaveCount(0);

  // Its search asks the server too.
  await dialog.getByLabel('Search tags').fill('tag-11');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText('#tag-110');
});
