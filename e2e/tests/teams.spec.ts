import { expect, type Page, type Request } from '@playwright/test';
import {
  expectToastShown,
  fillRegistration,
  newUser,
  recordToasts,
  register,
  test,
} from './helpers';
import { addTextSwipe, card } from './swipeHelpers';
import {
  createTeam,
  expectSelectedTeam,
  invite,
  invitePathFor,
  manageTeamDialog,
  openManageTeam,
} from './teamHelpers';

const operationOf = (request: Request): string | null => {
  try {
    return (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? null;
  } catch {
    return null;
  }
};

const uniqueTeam = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

test('an invited viewer joins read-only and can add swipes once made an editor', async ({
  page,
  browser,
}) => {
  const owner = await register(page);
  const teamName = uniqueTeam('Growth');
  await createTeam(page, teamName);

  let dialog = await openManageTeam(page);
  await expect(dialog.getByText('Your role: Owner')).toBeVisible();
  const teammate = newUser();
  await invite(dialog, teammate.email, 'Viewer');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The teammate, in a browser of their own, registers with the invited address.
  const teammateContext = await browser.newContext();
  await recordToasts(teammateContext);
  try {
    const other = await teammateContext.newPage();
    await register(other, teammate);
    await expect(other.getByRole('button', { name: 'Invites (1 pending)' })).toBeVisible();

    await other.goto(await invitePathFor(teammate.email));
    await expect(other.getByRole('heading', { level: 1, name: 'Join a team' })).toBeVisible();
    await other.getByRole('button', { name: 'Accept invite' }).click();
    await expectToastShown(other, 'Invite accepted');
    await expect(other).toHaveURL(/\/swipes$/);
    await expectSelectedTeam(other, teamName);
    await expect(other.getByRole('heading', { name: `${teamName} swipes` })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Add swipe' })).toHaveCount(0);
    await other.getByRole('link', { name: 'Collections', exact: true }).click();
    await expect(other.getByRole('heading', { name: 'No collections yet' })).toBeVisible();
    await expect(other.getByRole('button', { name: /collection/i })).toHaveCount(0);
    await other.getByRole('link', { name: 'Swipes', exact: true }).click();
    await expect(other.getByRole('heading', { name: `${teamName} swipes` })).toBeVisible();
    // The accepted invite is no longer listed.
    await expect(other.getByRole('button', { name: 'Invites', exact: true })).toBeVisible();

    // The owner sees the teammate among the members, and makes them an editor.
    dialog = await openManageTeam(page);
    const members = dialog.getByRole('list', { name: 'Members' }).getByRole('listitem');
    const row = members.filter({ hasText: teammate.email });
    await expect(row).toContainText(teammate.name);
    const role = dialog.getByLabel(`Role of ${teammate.name}`);
    await expect(role).toHaveValue('VIEWER');
    await expect(members.filter({ hasText: owner.email })).toContainText('Owner');
    await expect(dialog.getByText('No pending invites.')).toBeVisible();
    await role.selectOption({ label: 'Editor' });
    await expectToastShown(page, 'Role changed');
    await expect(role).toHaveValue('EDITOR');

    await dialog.getByRole('button', { name: 'Close' }).click();

    // Live, without reloading: the teammate's new role shows, and each sees the other's swipes.
    await expect(other.getByRole('button', { name: 'Add swipe' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: `${teamName} swipes` })).toBeVisible();
    await addTextSwipe(other, { title: 'Seen by both', notes: 'Live team events' });
    await expect(card(page, 'Seen by both')).toBeVisible();
    await card(page, 'Seen by both').getByRole('link').click();
    const detail = page.getByRole('dialog', { name: 'Seen by both' });
    await detail.getByRole('button', { name: 'Delete swipe' }).click();
    await detail.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(card(other, 'Seen by both')).toHaveCount(0);
  } finally {
    await teammateContext.close();
  }
});

test('a signed-out invitee signs up from the link, comes back and accepts; the link then stops working', async ({
  page,
  browser,
}) => {
  await register(page);
  const teamName = uniqueTeam('Brand');
  await createTeam(page, teamName);
  const dialog = await openManageTeam(page);
  const invitee = newUser();
  await invite(dialog, invitee.email, 'Editor');
  const invitePath = await invitePathFor(invitee.email);

  const inviteeContext = await browser.newContext();
  await recordToasts(inviteeContext);
  try {
    const other = await inviteeContext.newPage();
    await other.goto(invitePath);
    await expect(other).toHaveURL(/\/login\?next=%2Finvite%2F[a-z2-9]+$/);
    await other.getByRole('link', { name: 'Create an account' }).click();
    await fillRegistration(other, invitee);
    await expect(other).toHaveURL(new RegExp(`${invitePath}$`));
    await other.getByRole('button', { name: 'Accept invite' }).click();
    await expect(other).toHaveURL(/\/swipes$/);
    await expectSelectedTeam(other, teamName);
    await expect(other.getByRole('button', { name: 'Add swipe' }).first()).toBeVisible();

    // Single use: the same link now shows the server's message and a way forward.
    await other.goto(invitePath);
    await other.getByRole('button', { name: 'Accept invite' }).click();
    await expect(other.getByText('Unable to accept invite')).toBeVisible();
    const alert = other.getByRole('alert').filter({ hasText: 'already accepted' });
    await expect(alert).toContainText('This invite was already accepted: its link works once.');
    await alert.getByRole('link', { name: 'Go to your swipes' }).click();
    await expect(other).toHaveURL(/\/swipes$/);
  } finally {
    await inviteeContext.close();
  }
});

test('the invite list shows team, role and inviter; decline and accept', async ({
  page,
  browser,
}) => {
  const owner = await register(page);
  const teamName = uniqueTeam('Design');
  await createTeam(page, teamName);
  const dialog = await openManageTeam(page);
  const invitee = newUser();
  await invite(dialog, invitee.email, 'Admin');

  const inviteeContext = await browser.newContext();
  await recordToasts(inviteeContext);
  try {
    const other = await inviteeContext.newPage();
    await register(other, invitee);
    await other.getByRole('button', { name: 'Invites (1 pending)' }).click();
    const list = other.getByRole('dialog', { name: 'Invites' });
    const item = list.getByRole('listitem').filter({ hasText: teamName });
    await expect(item).toContainText('Role: Admin');
    await expect(item).toContainText(`Invited by ${owner.name}`);
    await item.getByRole('button', { name: `Decline invite to ${teamName}` }).click();
    await expectToastShown(other, 'Invite deleted');
    await expect(list.getByText('No pending invites')).toBeVisible();
    // The invites button's count drops at once, and the owner's open dialog loses the invite
    // (a live event), both without a reload.
    await expect(other.getByRole('button', { name: /pending/ })).toHaveCount(0);
    await expect(dialog.getByRole('heading', { name: 'Pending invites' })).toHaveText(
      'Pending invites',
    );
    await expect(dialog.getByText('No pending invites.')).toBeVisible();
    await list.getByRole('button', { name: 'Close' }).click();

    // The owner sees it gone and invites again; this time it is accepted from the list.
    await dialog.getByRole('button', { name: 'Close' }).click();
    const again = await openManageTeam(page);
    await expect(again.getByText('No pending invites.')).toBeVisible();
    await invite(again, invitee.email, 'Viewer');
    await expect(again.getByRole('heading', { name: 'Pending invites (1)' })).toBeVisible();
    await expect(again.getByRole('heading', { name: 'Members (1)' })).toBeVisible();

    await other.reload();
    await other.getByRole('button', { name: 'Invites (1 pending)' }).click();
    await list.getByRole('button', { name: `Accept invite to ${teamName}` }).click();
    await expectToastShown(other, 'Invite accepted');
    await expect(list).toBeHidden();
    await expect(other.getByRole('button', { name: /pending/ })).toHaveCount(0);
    // The owner's open dialog: the invite leaves and the member joins, live.
    await expect(again.getByRole('heading', { name: 'Members (2)' })).toBeVisible();
    await expect(
      again.getByRole('list', { name: 'Members' }).getByText(invitee.email),
    ).toBeVisible();
    await expect(again.getByText('No pending invites.')).toBeVisible();
    await expectSelectedTeam(other, teamName);
    await expect(other.getByRole('heading', { name: `${teamName} swipes` })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Add swipe' })).toHaveCount(0);
  } finally {
    await inviteeContext.close();
  }
});

test('an empty team name sends nothing', async ({ page }) => {
  await register(page);
  const creations: Request[] = [];
  page.on('request', (request) => {
    if (operationOf(request) === 'useCreateTeamMutation') creations.push(request);
  });

  await page.getByRole('button', { name: 'New team' }).click();
  const dialog = page.getByRole('dialog', { name: 'New team' });
  const name = dialog.getByLabel('Name', { exact: true });
  await expect(name).toBeFocused();
  await dialog.getByRole('button', { name: 'Create team' }).click();
  await name.fill('   ');
  await name.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(name).toBeFocused();

  // A real name goes out, once: the empty attempts sent nothing.
  const teamName = uniqueTeam('Launch');
  await name.fill(teamName);
  await name.press('Enter');
  await expect(dialog).toBeHidden();
  await expectSelectedTeam(page, teamName);
  expect(creations).toHaveLength(1);
});

test('with two teams and no subscription, New team opens the upgrade dialog', async ({ page }) => {
  await register(page);
  // After a creation the team list and the creation check are fetched again (100 ms later).
  const refreshed = page.waitForResponse(
    (response) => operationOf(response.request()) === 'TeamSelectorQuery',
  );
  await createTeam(page, uniqueTeam('Second'));
  await refreshed;

  await page.getByRole('button', { name: 'New team' }).click();
  const paywall = page.getByRole('dialog', {
    name: 'Creating a third team needs a paid plan on one of your teams.',
  });
  await expect(paywall).toBeVisible();
  await expect(paywall.getByRole('button', { name: 'Upgrade now' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'New team' })).toHaveCount(0);
  await paywall.getByRole('button', { name: 'Maybe later' }).click();
  await expect(paywall).toBeHidden();

  // The personal team explains itself and offers the same gate.
  await page.getByRole('combobox', { name: 'Team', exact: true }).selectOption('Personal');
  const dialog = await openManageTeamPersonal(page);
  await dialog.getByRole('button', { name: 'Create a team' }).click();
  await expect(paywall).toBeVisible();
});

async function openManageTeamPersonal(page: Page) {
  await page.getByRole('button', { name: 'Manage team' }).click();
  const dialog = manageTeamDialog(page);
  await expect(dialog.getByText('Your personal team is yours alone')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Leave team' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Delete team' })).toHaveCount(0);
  return dialog;
}

test('an invite reaches a signed-in invitee live, and so does its withdrawal', async ({
  page,
  browser,
}) => {
  await register(page);
  await createTeam(page, uniqueTeam('Live invites'));
  const inviteeContext = await browser.newContext();
  await recordToasts(inviteeContext);
  try {
    const other = await inviteeContext.newPage();
    const invitee = await register(other);
    await expect(other.getByRole('button', { name: 'Invites', exact: true })).toBeVisible();

    const dialog = await openManageTeam(page);
    await invite(dialog, invitee.email, 'Editor');
    // No reload on the invitee's side: the invites button counts it by itself.
    await expect(other.getByRole('button', { name: 'Invites (1 pending)' })).toBeVisible();

    await dialog.getByRole('button', { name: `Delete invite for ${invitee.email}` }).click();
    await expect(other.getByRole('button', { name: 'Invites', exact: true })).toBeVisible();
  } finally {
    await inviteeContext.close();
  }
});
