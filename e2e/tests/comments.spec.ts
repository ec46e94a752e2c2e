import { expect, type Page } from '@playwright/test';
import { seriousProblems } from './axe';
import { expectToastShown, newUser, recordToasts, register, test } from './helpers';
import { addTextSwipe, card } from './swipeHelpers';
import {
  createTeam,
  expectSelectedTeam,
  invite,
  invitePathFor,
  openManageTeam,
} from './teamHelpers';

// Comments on a swipe (docs/collaboration.md), with two members in two browsers: a comment
// with Markdown-light and markup in it reaches the other's open tab live, with the count on
// the card; a reply comes back live; the thread is resolved and folds; markup stays text.

const TITLE = 'Spring launch hero';

async function openSwipe(page: Page) {
  await card(page, TITLE).getByRole('link').first().click();
  const detail = page.getByRole('dialog', { name: TITLE });
  await expect(detail).toBeVisible();
  return detail;
}

test('a comment reaches a teammate live; the reply comes back; the thread is resolved', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await register(page);
  const teamName = `Commenters ${Math.random().toString(36).slice(2, 8)}`;
  await createTeam(page, teamName);
  const dialog = await openManageTeam(page);
  const teammate = newUser();
  await invite(dialog, teammate.email, 'Editor');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await addTextSwipe(page, { title: TITLE, notes: 'Big headline, small button.' });

  const teammateContext = await browser.newContext();
  await recordToasts(teammateContext);
  try {
    const other = await teammateContext.newPage();
    await register(other, teammate);
    await other.goto(await invitePathFor(teammate.email));
    await other.getByRole('button', { name: 'Accept invite' }).click();
    await expect(other).toHaveURL(/\/swipes$/);
    await expectSelectedTeam(other, teamName);
    await expect(card(other, TITLE)).toBeVisible();

    const detail = await openSwipe(page);
    const comments = detail.getByRole('region', { name: /^Comments/ });
    await expect(comments).toContainText(
      'No comments yet. Start the conversation about this swipe.',
    );
    const box = comments.getByRole('textbox', { name: 'Add a comment' });
    await box.fill('Is the **headline** too long? <script>window.pwned = true</script>');
    await comments.getByRole('button', { name: 'Comment' }).click();
    await expectToastShown(page, 'Comment added');
    const threads = comments.getByRole('list', { name: 'Comment threads' });
    await expect(threads.getByRole('article')).toHaveCount(1);
    // Bold is bold; the markup is shown as the text it is.
    await expect(threads.locator('strong', { hasText: 'headline' })).toBeVisible();
    await expect(threads).toContainText('<script>window.pwned = true</script>');
    expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
    await page.mouse.move(0, 0);
    expect(await seriousProblems(page, '[role="dialog"]')).toEqual([]);

    // The teammate's open tab: the card counts it at once.
    await expect(card(other, TITLE).getByRole('img', { name: '1 comment' })).toBeVisible();
    const theirDetail = await openSwipe(other);
    const theirComments = theirDetail.getByRole('region', { name: /^Comments/ });
    const thread = theirComments
      .getByRole('list', { name: 'Comment threads' })
      .getByRole('article')
      .first();
    await expect(thread).toContainText('too long?');
    await thread.getByRole('button', { name: 'Reply' }).click();
    await theirComments
      .getByRole('textbox', { name: 'Reply' })
      .fill('A little. Try:\n- shorter\n- bolder');
    await theirComments.getByRole('button', { name: 'Reply' }).click();
    await expectToastShown(other, 'Reply added');

    // Back to the first member, live: the reply and its list.
    const replies = comments.getByRole('list', { name: 'Replies' });
    await expect(replies.getByRole('article')).toHaveCount(1);
    // Its "- " lines are a list.
    await expect(replies.getByRole('article').getByRole('listitem')).toHaveText([
      'shorter',
      'bolder',
    ]);
    await comments
      .getByRole('list', { name: 'Comment threads' })
      .getByRole('article')
      .first()
      .getByRole('button', { name: 'Resolve' })
      .click();
    await expectToastShown(page, 'Thread resolved');
    await expect(comments.getByText(/^Resolved by /)).toBeVisible();
    await expect(theirComments.getByText(/^Resolved by /)).toBeVisible();
    await page.getByRole('dialog', { name: TITLE }).getByRole('button', { name: 'Close' }).click();
    await expect(card(page, TITLE).getByRole('img', { name: '2 comments' })).toBeVisible();
  } finally {
    await teammateContext.close();
  }
});
