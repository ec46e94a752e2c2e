import { expect, type Page, test } from '@playwright/test';
import { seriousProblems } from './axe';
import { register } from './helpers';
import { sendCheckoutCompleted } from './stripeHelpers';
import { addTextSwipe, runOperation, swipeCards } from './swipeHelpers';

// The Free cap to a paid plan: the paywall posts the checkout form to the server, which sends
// the browser to Stripe Checkout (Stripe's API answered by msw in the server process; the
// Checkout page itself is intercepted here). A webhook signed as Stripe signs it activates
// Pro, and every open tab drops the banner without reloading.

interface TeamsResponse {
  data: { viewer: { teams: { edges: Array<{ node: { id: string } }> } } };
}

const CAP = "You've reached the 10-swipe cap on the Free plan";

async function fillToTheCap(page: Page) {
  const teams = await runOperation<TeamsResponse>(page, 'SwipesPageQuery', {});
  const teamId = teams.data.viewer.teams.edges[0]?.node.id ?? '';
  expect(teamId).toBeTruthy();
  for (let n = 1; n <= 10; n++) {
    await runOperation(page, 'useCreateSwipeMutation', {
      input: { teamId, kind: 'AD', title: `Ad ${n}` },
      connections: [],
    });
  }
  return teamId;
}

test('hitting the cap, upgrading through Checkout, and a signed webhook lift the cap live', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await register(page);
  await fillToTheCap(page);
  await page.reload();
  const banner = page.getByRole('region', { name: 'Plan limits' });
  await expect(banner).toContainText(CAP);
  await expect(page.getByText('Plan: Free').first()).toBeVisible();

  // A second tab stays open on the swipes page to see the plan change arrive.
  const other = await context.newPage();
  await other.goto('/swipes');
  await expect(other.getByRole('region', { name: 'Plan limits' })).toContainText(CAP);

  // At the cap "Add swipe" shows the paywall first.
  await page.getByRole('button', { name: 'Add swipe' }).first().click();
  const paywall = page.getByRole('dialog', { name: CAP });
  await expect(paywall).toBeVisible();
  await paywall.getByRole('button', { name: 'Annual' }).click();

  // The first post is stopped on its way, so the page stays and shows the button's state; the
  // second goes to the real server, whose redirect to Stripe Checkout is answered here with a
  // stand-in page (a redirect's target cannot be routed on its own).
  let posts = 0;
  let checkoutUrl = '';
  await page.route('**/api/billing/checkout-session', async (route) => {
    posts += 1;
    // No Content: the browser stays on the page, as if the redirect had not come yet.
    if (posts === 1) return route.fulfill({ status: 204 });
    const response = await route.fetch({ maxRedirects: 0 });
    checkoutUrl = response.headers().location ?? '';
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Stripe Checkout</title><h1>Pay Swipestack</h1>',
    });
  });
  const upgrade = paywall.getByRole('button', { name: /Upgrade now|Redirecting/ });
  const firstPost = page.waitForRequest('**/api/billing/checkout-session');
  await upgrade.click();
  const form = new URLSearchParams((await firstPost).postData() ?? '');
  expect(form.get('teamId')).toBeTruthy();
  expect(form.get('redirect_to')).toBe('/swipes?');
  expect(form.get('isAnnual')).toBe('true');
  expect(form.has('teamType')).toBe(false); // the personal team buys Pro
  await expect(upgrade).toHaveText('Redirecting…');
  await expect(upgrade).toBeDisabled();
  // Closing the paywall resets the button.
  await paywall.getByRole('button', { name: 'Maybe later' }).click();
  await banner.getByRole('button', { name: 'Upgrade' }).click();
  await expect(paywall).toBeVisible();
  await paywall.getByRole('button', { name: 'Annual' }).click();
  await expect(upgrade).toHaveText('Upgrade now');
  await upgrade.click();
  await expect(page).toHaveTitle('Stripe Checkout');
  expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
  const sessionId = new URL(checkoutUrl).pathname.split('/').at(-1) ?? '';
  expect(sessionId).toMatch(/^cs_test_/);

  // Back from Checkout before Stripe's webhook: the confirmation page waits for it.
  const teamId = form.get('teamId') ?? '';
  await page.goto(`/plan-confirmation?teamId=${encodeURIComponent(teamId)}&next=%2Fswipes`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirming your payment…' }),
  ).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);

  // Stripe reports the completed checkout; both tabs see the plan change by themselves.
  const webhook = await sendCheckoutCompleted(page.request, sessionId, teamId);
  expect(webhook.status()).toBe(200);
  // The event is recorded and queued; a job applies it a moment later (the tabs wait for it).
  expect(await webhook.json()).toEqual({ received: true, outcome: 'queued' });
  await expect(other.getByRole('region', { name: 'Plan limits' })).toBeHidden();
  await expect(other.getByText('Plan: Pro').first()).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Personal is on the Pro plan' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No cap on swipes')).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);

  // Continue goes back to where the buyer was, and the 11th swipe saves.
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/swipes$/);
  await expect(page.getByRole('region', { name: 'Plan limits' })).toBeHidden();
  await addTextSwipe(page, { title: 'The eleventh' });
  await expect(swipeCards(page)).toHaveCount(11);
  await other.close();
});

test('a refused checkout comes back with its reason, and the pricing page lists the plans', async ({
  page,
}) => {
  await register(page);
  await page.goto(`/swipes?checkout_error=${encodeURIComponent('This team already has a plan.')}`);
  await expect(page.getByText('This team already has a plan.')).toBeVisible();
  await expect(page).toHaveURL(/\/swipes$/);

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  for (const plan of ['Free', 'Pro', 'Team']) {
    await expect(page.getByRole('heading', { name: plan, exact: true })).toBeVisible();
  }
  await expect(page.getByText('$12').first()).toBeVisible();
  await page.getByRole('button', { name: 'Annual' }).click();
  await expect(page.getByText('$120').first()).toBeVisible();
  await expect(page.getByText('save 17%').first()).toBeVisible();
});

test('Settings shows the plan, and owners upgrade from there', async ({ page }) => {
  await register(page);
  await page.goto('/settings#billing');
  const billing = page.locator('#billing');
  await expect(billing).toContainText('Free');
  await billing.getByRole('button', { name: 'Upgrade' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade now' })).toBeEnabled();
});
