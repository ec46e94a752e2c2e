import { expect } from '@playwright/test';
import { expectToastShown, newUser, recordToasts, register, test } from './helpers';
import { createTeam, invite, openManageTeam } from './teamHelpers';

// "Copy invite link" (issue 37, finding 3): beside each pending invite, for those who may send
// it. The link follows the emailed link's rules (docs/collaboration.md, "Invites").

const uniqueTeam = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

test('an owner copies an invite link (or sees it when the clipboard refuses); only the invited address joins with it', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await register(page);
  const teamName = uniqueTeam('Links');
  await createTeam(page, teamName);
  const dialog = await openManageTeam(page);
  const invitee = newUser();
  await invite(dialog, invitee.email, 'Editor');

  await dialog.getByRole('button', { name: `Copy invite link for ${invitee.email}` }).click();
  await expectToastShown(page, 'Invite link copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  const invitePath = new URL(link).pathname;

  // Refused by the clipboard: the link is shown, selected, to copy by hand.
  const second = newUser();
  await invite(dialog, second.email, 'Viewer');
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('No', 'NotAllowedError'));
  });
  await dialog.getByRole('button', { name: `Copy invite link for ${second.email}` }).click();
  const refused = dialog.getByRole('textbox', {
    name: `Invite link for ${second.email}`,
    exact: false,
  });
  await expectToastShown(page, 'Unable to copy the invite link');
  await expect(refused).toBeFocused();
  await expect(refused).toHaveValue(/\/invite\/[A-Za-z0-9_-]{43}$/);
  expect(
    await refused.evaluate(
      (input: HTMLInputElement) => (input.selectionEnd ?? 0) - (input.selectionStart ?? 0),
    ),
  ).toBe((await refused.inputValue()).length);

  const inviteeContext = await browser.newContext();
  await recordToasts(inviteeContext);
  try {
    const other = await inviteeContext.newPage();
    // Someone else with the link cannot use it.
    await register(other);
    await other.goto(invitePath);
    await other.getByRole('button', { name: 'Accept invite' }).click();
    await expect(other.getByRole('alert')).toContainText(
      `This invite was sent to ${invitee.email}. Sign in with that address to accept it.`,
    );
    await inviteeContext.clearCookies();
    await register(other, invitee);
    await other.goto(invitePath);
    await other.getByRole('button', { name: 'Accept invite' }).click();
    await expectToastShown(other, 'Invite accepted');
    await expect(other).toHaveURL(/\/swipes$/);
    await expect(dialog.getByRole('list', { name: 'Members' })).toContainText(invitee.email);
  } finally {
    await inviteeContext.close();
  }
});

test('a withdrawn invite’s copied link no longer works', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await register(page);
  await createTeam(page, uniqueTeam('Withdrawn'));
  const dialog = await openManageTeam(page);
  const invitee = newUser();
  await invite(dialog, invitee.email, 'Viewer');
  await dialog.getByRole('button', { name: `Copy invite link for ${invitee.email}` }).click();
  await expectToastShown(page, 'Invite link copied');
  const invitePath = new URL(await page.evaluate(() => navigator.clipboard.readText())).pathname;
  await dialog.getByRole('button', { name: `Delete invite for ${invitee.email}` }).click();
  await expectToastShown(page, 'Invite deleted');

  const inviteeContext = await browser.newContext();
  await recordToasts(inviteeContext);
  try {
    const other = await inviteeContext.newPage();
    await register(other, invitee);
    await other.goto(invitePath);
    await other.getByRole('button', { name: 'Accept invite' }).click();
    await expect(other.getByRole('alert')).toContainText(
      'This invite was withdrawn by the team, or declined.',
    );
  } finally {
    await inviteeContext.close();
  }
});
