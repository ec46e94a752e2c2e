import { expect, type Page } from '@playwright/test';
import { seriousProblems } from './axe';
import {
  expectToastShown,
  fillRegistration,
  headerNav,
  newUser,
  recordToasts,
  register,
  test,
} from './helpers';
import { addDialog, addTextSwipe, card, runOperation, swipeCards } from './swipeHelpers';
import {
  createTeam,
  expectSelectedTeam,
  invite,
  invitePathFor,
  openManageTeam,
} from './teamHelpers';

// Issue 16, items 5 to 9: the cap, errors that say what happened, invites sent again, the
// swipes before the onboarding, sign-out and `next`.

const CAP = "You've reached the 10-swipe cap on the Free plan";
const MAKE_ROOM = 'To make room on the Free plan, delete swipes you no longer need, or upgrade.';
const uniqueTeam = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

interface TeamsResponse {
  data: { viewer: { teams: { edges: Array<{ node: { id: string } }> } } };
}

async function personalTeamId(page: Page): Promise<string> {
  const teams = await runOperation<TeamsResponse>(page, 'SwipesPageQuery', {});
  const teamId = teams.data.viewer.teams.edges[0]?.node.id;
  expect(teamId).toBeTruthy();
  return teamId ?? '';
}

function createSwipe(page: Page, teamId: string, title: string) {
  return runOperation(page, 'useCreateSwipeMutation', {
    input: { teamId, kind: 'AD', title },
    connections: [],
  });
}

test('at the cap the paywall comes first, and a refused save keeps what was typed', async ({
  page,
}) => {
  // Ten saves and two reloads on a machine other specs share.
  test.setTimeout(120_000);
  await register(page);
  // On a phone, where the paywall and the form must both fit and pass axe.
  await page.setViewportSize({ width: 390, height: 844 });
  const teamId = await personalTeamId(page);
  for (let n = 1; n <= 9; n++) await createSwipe(page, teamId, `Ad ${n}`);
  await page.reload();
  await expect(page.getByText('Only 1 swipe remaining!')).toBeVisible();

  // One left: the form opens. Another tab takes the last swipe while this one types.
  await page.getByRole('button', { name: 'Add swipe' }).first().click();
  const add = addDialog(page);
  await add.getByRole('tab', { name: 'Text / ad copy' }).click();
  await add.getByLabel('Title', { exact: true }).fill('Kept headline');
  await add.getByLabel('Notes').fill('Kept notes about why it works');
  await createSwipe(page, teamId, 'Ad 10 from another tab');
  await add.getByRole('button', { name: 'Save swipe' }).click();

  // The paywall opens over the form; closing it finds the form as it was.
  const paywall = page.getByRole('dialog', { name: CAP });
  await expect(paywall).toBeVisible();
  await expect(paywall).toContainText(MAKE_ROOM);
  expect(await seriousProblems(page, '[role="dialog"]')).toEqual([]);
  await paywall.getByRole('button', { name: 'Maybe later' }).click();
  await expect(paywall).toBeHidden();
  await expect(add).toBeVisible();
  await expect(add.getByLabel('Title', { exact: true })).toHaveValue('Kept headline');
  await expect(add.getByLabel('Notes')).toHaveValue('Kept notes about why it works');
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();

  // At 10/10, "Add swipe" shows the paywall first, not the form.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Plan limits' })).toContainText(CAP);
  await page.getByRole('button', { name: 'Add swipe' }).first().click();
  await expect(paywall).toBeVisible();
  await expect(paywall).toContainText(MAKE_ROOM);
  await expect(addDialog(page)).toHaveCount(0);
  await paywall.getByRole('button', { name: 'Maybe later' }).click();
  await expect(swipeCards(page)).toHaveCount(10);
  expect(await seriousProblems(page)).toEqual([]);
});

test('an invite sent twice: both links lead to the invite, and the sender is told', async ({
  page,
  browser,
}) => {
  // Two users, two invite mails and an acceptance; the invitee's pages checked with axe.
  test.setTimeout(120_000);
  await register(page);
  const teamName = uniqueTeam('Resend');
  await createTeam(page, teamName);
  const invitee = newUser();
  const dialog = await openManageTeam(page);
  await invite(dialog, invitee.email, 'Editor');
  await expectToastShown(page, 'Invite sent');
  const firstPath = await invitePathFor(invitee.email);
  await invite(dialog, invitee.email, 'Editor');
  await expectToastShown(page, 'Invite sent again');
  let secondPath = '';
  await expect
    .poll(async () => {
      secondPath = await invitePathFor(invitee.email);
      return secondPath;
    })
    .not.toBe(firstPath);
  // One invite waits, not two.
  await expect(
    dialog.getByRole('list', { name: 'Pending invites' }).getByText(invitee.email, { exact: true }),
  ).toHaveCount(1);

  // The invitee is on a phone.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await recordToasts(context);
  try {
    const other = await context.newPage();
    // Signed out, the sign-in page says why it is there.
    await other.goto(firstPath);
    await expect(other).toHaveURL(/\/login\?next=/);
    await expect(other.getByText('You followed a team invite.')).toBeVisible();
    expect(await seriousProblems(other)).toEqual([]);
    await other.getByRole('link', { name: 'Create an account' }).click();
    await fillRegistration(other, invitee);
    // The first email's link still works.
    await expect(other).toHaveURL(new RegExp(`${firstPath}$`));
    await expect(other.getByRole('button', { name: 'Accept invite' })).toBeVisible();
    expect(await seriousProblems(other)).toEqual([]);
    await other.getByRole('button', { name: 'Accept invite' }).click();
    await expect(other).toHaveURL(/\/swipes$/);
    // The team selector is in the sidebar on a wide screen (on a phone, behind Menu).
    await other.setViewportSize({ width: 1366, height: 768 });
    await expectSelectedTeam(other, teamName);
    await other.setViewportSize({ width: 390, height: 844 });

    // The second link led to the same invite: it is used now, and says so.
    await other.goto(secondPath);
    await other.getByRole('button', { name: 'Accept invite' }).click();
    await expect(other.getByRole('alert').filter({ hasText: 'already accepted' })).toContainText(
      'This invite was already accepted: its link works once.',
    );
    expect(await seriousProblems(other)).toEqual([]);
  } finally {
    await context.close();
  }
});

test.describe('on a 1366×768 laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('with swipes, onboarding is one line and the grid starts above the fold', async ({
    page,
  }) => {
    await register(page);
    const guide = page.getByRole('region', { name: 'Getting started' });
    await expect(guide.getByRole('list', { name: 'Samples' })).toBeVisible();
    await addTextSwipe(page, { title: 'First of many' });

    await expect(guide).toContainText('Getting started: ');
    await expect(guide.getByRole('list', { name: 'Samples' })).toHaveCount(0);
    const disclosure = guide.getByRole('button', { name: 'Show checklist' });
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    const firstCard = card(page, 'First of many');
    const box = await firstCard.boundingBox();
    expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(768);

    await disclosure.click();
    await expect(guide.getByRole('button', { name: 'Hide checklist' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(guide.getByRole('list', { name: 'Getting started tasks' })).toBeVisible();

    // After the skip link and the sidebar, "Add swipe" is the second stop (it was the 32nd of
    // the page: the checklist and the samples came first).
    await page.reload();
    await expect(firstCard).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).focus();
    await page.keyboard.press('Tab');
    await expect(guide.getByRole('button', { name: 'Show checklist' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add swipe' }).first()).toBeFocused();
  });
});

test('sign-out clears the stored team; Sign up keeps next', async ({ page }) => {
  await register(page);
  await createTeam(page, uniqueTeam('Stored'));
  const storedKeys = () =>
    page.evaluate(() =>
      Object.keys(window.localStorage).filter((key) => key.startsWith('sw-team-id-')),
    );
  await expect.poll(storedKeys).toHaveLength(1);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedKeys()).toEqual([]);

  await page.goto('/login?next=%2Fcollections');
  const signUp = headerNav(page).getByRole('link', { name: 'Sign up' });
  await expect(signUp).toHaveAttribute('href', '/register?next=%2Fcollections');
  await signUp.click();
  await fillRegistration(page, newUser());
  await expect(page).toHaveURL(/\/collections$/);
});

test('a 1,025-character sign-up name gets its field message, not a connection error', async ({
  page,
}) => {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create account' });
  const name = form.getByLabel('Name', { exact: true });
  // The field states its limit and takes no more.
  await expect(form.getByText('At most 100 characters.')).toBeVisible();
  await name.fill('n'.repeat(1025));
  await expect(name).toHaveValue('n'.repeat(100));

  // A client that sends more anyway (the limit removed) gets the field's message.
  await name.evaluate((input) => input.removeAttribute('maxlength'));
  await name.fill('n'.repeat(1025));
  const user = newUser();
  await form.getByLabel('Email', { exact: true }).fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Name must be at most 100 characters.')).toBeVisible();
  await expect(name).toBeFocused();
  await expect(page.getByText('We could not reach Swipestack')).toHaveCount(0);
});
