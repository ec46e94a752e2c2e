import { expect, type Page } from '@playwright/test';
import { seriousProblems } from './axe';
import { register, test } from './helpers';
import { addDialog, addTextSwipe, card, swipeCards } from './swipeHelpers';
import { createTeam, expectSelectedTeam, teamSelect } from './teamHelpers';

// Bulk actions and the swipes page's keyboard (docs/swipes.md "Bulk actions", docs/web.md
// "Keyboard").

/** A swipe's card as the keyboard reaches it (SelectableSwipe's focusable wrapper). */
function cardBox(page: Page, title: string) {
  return page.getByRole('group', { name: title, exact: true });
}

function bulkBar(page: Page) {
  return page.getByRole('toolbar', { name: 'Bulk actions' });
}

test('the keyboard path: sign in, add a swipe, land on it, move, select and open', async ({
  page,
}) => {
  test.slow(); // many steps, each through the server
  await register(page);
  await addTextSwipe(page, { title: 'First hook' });

  // n opens the add dialog; Enter in the title saves; focus lands on the new swipe's card.
  await page.locator('body').press('n');
  const dialog = addDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'Text / ad copy' }).press('Enter');
  await dialog.getByLabel('Title', { exact: true }).pressSequentially('Second hook');
  await dialog.getByLabel('Title', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(cardBox(page, 'Second hook')).toBeFocused();

  // Arrows move across the grid; x selects the focused card.
  await page.keyboard.press('ArrowRight');
  await expect(cardBox(page, 'First hook')).toBeFocused();
  await page.keyboard.press('x');
  await expect(bulkBar(page)).toContainText('1 selected');
  await expect(page.getByRole('checkbox', { name: 'Select First hook' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(bulkBar(page)).toBeHidden();

  // / focuses the search; ? lists the shortcuts and Escape gives focus back.
  await page.keyboard.press('ArrowLeft');
  await expect(cardBox(page, 'Second hook')).toBeFocused();
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toContainText('Select or unselect the swipe');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(cardBox(page, 'Second hook')).toBeFocused();

  // Enter opens the swipe; closing it returns focus to the card.
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog', { name: 'Second hook' });
  await expect(detail).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(cardBox(page, 'Second hook')).toBeFocused();

  // e opens it with the title ready to edit.
  await page.keyboard.press('e');
  await expect(page.getByRole('dialog').getByLabel('Title', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  // Shortcuts are left alone while a dialog is open: wait until it has closed.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.locator('body').press('/');
  await expect(page.getByRole('searchbox', { name: 'Search swipes' })).toBeFocused();
});

test('select with a click and shift-click, tag them all, move them to another team', async ({
  page,
}) => {
  test.slow(); // many steps, each through the server
  await register(page);
  await createTeam(page, 'Clients');
  await teamSelect(page).selectOption('Personal');
  await expectSelectedTeam(page, 'Personal');
  for (const title of ['Ad one', 'Ad two', 'Ad three', 'Ad four']) {
    await addTextSwipe(page, { title });
  }
  // Newest first: four, three, two, one. Click "three", shift-click "one": three cards.
  await page.getByRole('checkbox', { name: 'Select Ad three' }).click();
  await page.getByRole('checkbox', { name: 'Select Ad one' }).click({ modifiers: ['Shift'] });
  await expect(bulkBar(page)).toContainText('3 selected');
  await expect(page.getByRole('checkbox', { name: 'Select Ad four' })).not.toBeChecked();

  await bulkBar(page).getByRole('button', { name: 'Tag', exact: true }).click();
  const tagDialog = page.getByRole('dialog', { name: 'Tag swipes' });
  await tagDialog.getByLabel('Tags').fill('launch, q4');
  await tagDialog.getByRole('button', { name: 'Add tags' }).click();
  for (const title of ['Ad one', 'Ad two', 'Ad three']) {
    await expect(card(page, title).getByRole('list', { name: 'Tags' })).toHaveText(/#launch.*#q4/);
  }
  await expect(card(page, 'Ad four').getByRole('list', { name: 'Tags' })).toHaveCount(0);

  // The selection stays after tagging? No: it is cleared; select two and move them.
  await expect(bulkBar(page)).toBeHidden();
  await page.getByRole('checkbox', { name: 'Select Ad one' }).click();
  await page.getByRole('checkbox', { name: 'Select Ad two' }).click();
  await bulkBar(page).getByRole('button', { name: 'Move to team' }).click();
  const moveDialog = page.getByRole('dialog', { name: 'Move to team' });
  await moveDialog.getByLabel('Team').selectOption({ label: 'Clients' });
  await moveDialog.getByRole('button', { name: 'Move' }).click();
  await expect(card(page, 'Ad one')).toHaveCount(0);
  // Held back while its Undo shows; closing the toast sends it.
  await bulkToast(page, '2 swipes moved to “Clients”')
    .getByRole('button', { name: 'Close toast' })
    .click();
  await expect(card(page, 'Ad two')).toHaveCount(0);
  await expect(swipeCards(page)).toHaveCount(2);
  await expect(page.getByText('2 swipes', { exact: true })).toBeVisible();

  await teamSelect(page).selectOption('Clients');
  await expectSelectedTeam(page, 'Clients');
  await expect(swipeCards(page)).toHaveCount(2);
  await expect(card(page, 'Ad one').getByRole('list', { name: 'Tags' })).toHaveText(/#launch.*#q4/);
});

test('delete with Undo: the swipes come back; without Undo they are gone for good', async ({
  page,
}) => {
  test.slow(); // many steps, each through the server
  await register(page);
  await addTextSwipe(page, { title: 'Keep me' });
  await addTextSwipe(page, { title: 'Drop me' });

  await page.getByRole('checkbox', { name: 'Select Drop me' }).click();
  await bulkBar(page).getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, 'Drop me')).toHaveCount(0);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: '1 swipe deleted' });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(card(page, 'Drop me')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Select Drop me' }).click();
  const deleted = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('bulkMutationsDeleteMutation'),
  );
  await bulkBar(page).getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, 'Drop me')).toHaveCount(0);
  await deleted;
  await page.reload();
  await expect(card(page, 'Keep me')).toBeVisible();
  await expect(card(page, 'Drop me')).toHaveCount(0);
});

/** The toast that says what a bulk action did. */
function bulkToast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

// Issue 37 finding 4: every bulk action says what it did, with the count and Undo, and Undo
// changes back exactly that.
test('tag and add to collection say what they did, and Undo changes back only that', async ({
  page,
}) => {
  test.slow(); // many steps, each through the server
  await register(page);
  await page.goto('/collections');
  await page.getByRole('button', { name: 'New collection' }).click();
  const form = page.getByRole('dialog', { name: 'New collection' });
  await form.getByLabel('Name').fill('Q4');
  await form.getByRole('button', { name: 'Create collection' }).click();
  await expect(form).toBeHidden();
  await page.goto('/swipes');
  await addTextSwipe(page, { title: 'Had launch', tags: ['launch'] });
  await addTextSwipe(page, { title: 'Plain one' });
  await addTextSwipe(page, { title: 'Plain two' });
  const tagsOf = (title: string) => card(page, title).getByRole('list', { name: 'Tags' });

  await page.getByRole('checkbox', { name: 'Select Plain two' }).click();
  await page.getByRole('checkbox', { name: 'Select Had launch' }).click({ modifiers: ['Shift'] });
  await expect(bulkBar(page)).toContainText('3 selected');
  await bulkBar(page).getByRole('button', { name: 'Tag', exact: true }).click();
  await page.getByRole('dialog', { name: 'Tag swipes' }).getByLabel('Tags').fill('launch');
  await page.getByRole('button', { name: 'Add tags' }).click();
  const tagged = bulkToast(page, '3 swipes tagged “launch”');
  await expect(tagged).toBeVisible();
  await expect(tagsOf('Plain one')).toHaveText(/#launch/);
  await expect(bulkBar(page)).toBeHidden();
  await tagged.getByRole('button', { name: 'Undo' }).click();
  await expect(tagsOf('Plain one')).toHaveCount(0);
  await expect(tagsOf('Plain two')).toHaveCount(0);
  await expect(tagsOf('Had launch')).toHaveText(/#launch/);

  await page.getByRole('checkbox', { name: 'Select Plain two' }).click();
  await page.getByRole('checkbox', { name: 'Select Plain one' }).click();
  await bulkBar(page).getByRole('button', { name: 'Add to collection' }).click();
  await page
    .getByRole('dialog', { name: 'Add to collection' })
    .getByLabel('Collection')
    .selectOption({ label: 'Q4' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const added = bulkToast(page, '2 swipes added to “Q4”');
  await expect(added).toBeVisible();
  await added.getByRole('button', { name: 'Undo' }).click();
  await expect(bulkToast(page, 'Undone')).toBeVisible();
  await page.goto('/collections');
  await page.getByRole('link', { name: 'Q4', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'This collection is empty' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bulk bar sits at the bottom clear of the swipes, its dialogs pass axe, and the filters fold', async ({
    page,
  }) => {
    test.slow(); // an axe run per dialog
    await register(page);
    for (const title of ['Phone one', 'Phone two', 'Phone three']) {
      await addTextSwipe(page, {
        title,
        notes: 'Buy one, get the second one free this week only. Limited stock.',
      });
    }
    // Search shows; the other filters fold behind a button that counts the ones set.
    await expect(page.getByRole('searchbox', { name: 'Search swipes' })).toBeVisible();
    await expect(page.getByLabel('Kind')).toBeHidden();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByLabel('Kind').selectOption({ label: 'Ad' });
    await page.getByRole('button', { name: 'Hide filters' }).click();
    await expect(page.getByRole('button', { name: 'Filters (1 set)' })).toBeVisible();
    await expect(swipeCards(page)).toHaveCount(3);

    await page.getByRole('checkbox', { name: 'Select Phone one' }).check();
    const bar = bulkBar(page);
    await expect(bar).toContainText('1 selected');
    expect(await seriousProblems(page)).toEqual([]);

    // At the end of the page the last card is wholly above the bar.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const barBox = await bar.boundingBox();
    const lastBox = await cardBox(page, 'Phone one').boundingBox();
    expect(barBox && lastBox && lastBox.y + lastBox.height <= barBox.y).toBe(true);
    expect(barBox && barBox.y + barBox.height <= 844).toBe(true);

    for (const [button, dialogName] of [
      ['Tag', 'Tag swipes'],
      ['Add to collection', 'Add to collection'],
      ['Move to team', 'Move to team'],
    ] as const) {
      await bar.getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: dialogName });
      await expect(dialog).toBeVisible();
      expect(await seriousProblems(page, '[role="dialog"]')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(bar.getByRole('button', { name: button, exact: true })).toBeFocused();
    }

    // Tagging says so in a toast on screen, whose Undo is in reach.
    await bar.getByRole('button', { name: 'Tag', exact: true }).click();
    await page.getByRole('dialog', { name: 'Tag swipes' }).getByLabel('Tags').fill('phone');
    await page.getByRole('button', { name: 'Add tags' }).click();
    const tagged = bulkToast(page, '1 swipe tagged “phone”');
    await expect(tagged).toBeInViewport();
    const tags = card(page, 'Phone one').getByRole('list', { name: 'Tags' });
    await expect(tags).toHaveText(/#phone/);
    await tagged.getByRole('button', { name: 'Undo' }).click();
    await expect(tags).toHaveCount(0);
  });
});
