import { expect, type Page } from '@playwright/test';
import { seriousProblems } from './axe';
import { expectToastShown, newUser, register, test } from './helpers';
import { card, openAdd, solidPng } from './swipeHelpers';
import {
  createTeam,
  expectSelectedTeam,
  invite,
  invitePathFor,
  mailTo,
  manageTeamDialog,
  openManageTeam,
  teamSelect,
} from './teamHelpers';

// Working together (docs/collaboration.md), two members in two browsers: presence shows both
// and clears when a tab closes; one pins a comment on the picture and mentions the other, who
// sees it live with its pin, counts it in their inbox, and gets the email once they have been
// away for the (shortened) inactivity window; the inbox marks it read when opened; the
// activity feed tells it. Removed from the team, the other's tab stops receiving all of it.

const TITLE = 'Hero banner';

const people = (page: Page) => page.getByRole('list', { name: 'People here now' });

async function openSwipe(page: Page) {
  await card(page, TITLE).getByRole('link').first().click();
  const detail = page.getByRole('dialog', { name: TITLE });
  await expect(detail).toBeVisible();
  return detail;
}

test('a pinned comment with a mention, presence, the inbox, the email and a removal', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const olga = { ...newUser(), name: 'Olga Owner' };
  const ana = { ...newUser(), name: 'Ana Lopez' };
  await register(page, olga);
  const teamName = `Together ${Math.random().toString(36).slice(2, 8)}`;
  await createTeam(page, teamName);
  const manage = await openManageTeam(page);
  await invite(manage, ana.email, 'Editor');
  await manage.getByRole('button', { name: 'Close' }).click();
  const add = await openAdd(page, 'Image');
  await add.getByLabel('Image file').setInputFiles({
    name: 'hero.png',
    mimeType: 'image/png',
    buffer: solidPng(640, 400, [30, 90, 200]),
  });
  await add.getByLabel('Title (optional)').fill(TITLE);
  await add.getByRole('button', { name: 'Save swipe' }).click();
  await expect(add).toBeHidden();
  await expect(card(page, TITLE)).toBeVisible();

  const anaContext = await browser.newContext();
  try {
    let other = await anaContext.newPage();
    await register(other, ana);
    await other.goto(await invitePathFor(ana.email));
    await other.getByRole('button', { name: 'Accept invite' }).click();
    await expect(other).toHaveURL(/\/swipes$/);
    await expectSelectedTeam(other, teamName);

    // Presence: each sees the other.
    await expect(people(page).getByRole('img', { name: 'Ana Lopez' })).toBeVisible();
    await expect(people(other).getByRole('img', { name: 'Olga Owner' })).toBeVisible();

    // Both look at the same swipe.
    const detail = await openSwipe(page);
    const theirDetail = await openSwipe(other);
    await expect(detail.getByRole('list', { name: 'Also viewing: Ana Lopez' })).toBeVisible();

    // Olga pins a comment on the picture and mentions Ana.
    await detail.getByRole('button', { name: 'Pin a comment' }).click();
    const target = detail.getByRole('application', { name: 'Where to pin the comment' });
    const box = await target.boundingBox();
    if (!box) throw new Error('the picture has no box');
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.4);
    const comments = detail.getByRole('region', { name: /^Comments/ });
    await expect(comments.getByText('Pinned on the picture')).toBeVisible();
    const composer = comments.getByRole('textbox', { name: 'Add a comment' });
    await composer.pressSequentially('Make this button bigger @An');
    await page.getByRole('option', { name: /Ana Lopez/ }).click();
    await composer.pressSequentially('what do you think?');
    await comments.getByRole('button', { name: 'Comment' }).click();
    await expectToastShown(page, 'Comment added');
    await expect(
      detail.getByRole('button', { name: /^Comment 1 on the picture: Make this button bigger/ }),
    ).toBeVisible();
    await page.mouse.move(0, 0);
    expect(await seriousProblems(page, '[role="dialog"]')).toEqual([]);
    // (The dialog is modal: the sidebar behind it is hidden from the accessibility tree.)
    await detail.getByRole('button', { name: 'Close' }).click();

    // Ana's tab: the thread and its pin arrive live, the mention is hers, the inbox counts it.
    const theirComments = theirDetail.getByRole('region', { name: /^Comments/ });
    await expect(theirComments).toContainText('Make this button bigger');
    await expect(theirComments.getByText('@Ana Lopez', { exact: true })).toBeVisible();
    await expect(
      theirDetail.getByRole('button', { name: /^Comment 1 on the picture: Make this button/ }),
    ).toBeVisible();
    await theirDetail.getByRole('button', { name: 'Close' }).click();
    await expect(other.getByRole('link', { name: 'Inbox, 1 unread' })).toBeVisible();

    // Ana does nothing for the inactivity window (3 s in the e2e server): the email lands.
    let mail: string | null = null;
    await expect
      .poll(async () => (mail = await mailTo(ana.email, 'Olga Owner mentioned you')), {
        timeout: 60_000,
        message: 'the mention email in the outbox',
      })
      .not.toBeNull();
    expect(mail).toContain('Make this button bigger @Ana Lopez');
    // Its unsubscribe link works without signing in, and asks first.
    const link = /Stop emails about mentions: (\S+)/.exec(mail ?? '')?.[1] ?? '';
    const stranger = await browser.newContext();
    try {
      const visitor = await stranger.newPage();
      const address = new URL(link);
      await visitor.goto(`${address.pathname}${address.search}`);
      await expect(
        visitor.getByRole('heading', { name: 'Stop emails about mentions?' }),
      ).toBeVisible();
      expect(await seriousProblems(visitor, 'main')).toEqual([]);
      await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(visitor.getByRole('heading', { name: "You're unsubscribed." })).toBeVisible();
    } finally {
      await stranger.close();
    }

    // The inbox: opening the notification marks it read and shows the swipe.
    await other.getByRole('link', { name: 'Inbox, 1 unread' }).click();
    await expect(other.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
    const item = other.getByRole('link', {
      name: `Unread: Olga Owner mentioned you on “${TITLE}”`,
    });
    await expect(item).toBeVisible();
    expect(await seriousProblems(other, 'main')).toEqual([]);
    await item.click();
    await expect(other.getByRole('dialog', { name: TITLE })).toBeVisible();
    await other.getByRole('dialog', { name: TITLE }).getByRole('button', { name: 'Close' }).click();
    await expect(other.getByRole('link', { name: 'Inbox', exact: true })).toBeVisible();

    // The activity feed tells it.
    await other.getByRole('link', { name: 'Activity', exact: true }).click();
    await expect(other.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    await expect(other.getByText(`Olga Owner commented on “${TITLE}”`)).toBeVisible();
    expect(await seriousProblems(other, 'main')).toEqual([]);

    // Ana closes her tab: she leaves Olga's presence.
    await other.close();
    await expect(people(page)).toBeHidden();
    other = await anaContext.newPage();
    await other.goto('/swipes');
    await expectSelectedTeam(other, teamName);
    await expect(people(page).getByRole('img', { name: 'Ana Lopez' })).toBeVisible();
    await expect(people(other).getByRole('img', { name: 'Olga Owner' })).toBeVisible();

    // Olga removes Ana: Ana's open tab stops receiving presence, comments and notifications.
    const team = await openManageTeam(page);
    await team.getByRole('button', { name: 'Remove Ana Lopez' }).click();
    await team.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(team.getByRole('list', { name: 'Members' })).not.toContainText('Ana Lopez');
    await manageTeamDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(people(page)).toBeHidden();
    await expect(people(other)).toBeHidden();
    await expect(teamSelect(other).locator('option', { hasText: teamName })).toHaveCount(0);
    await expect(card(other, TITLE)).toBeHidden();
  } finally {
    await anaContext.close();
  }
});
