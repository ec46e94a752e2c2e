import { expect, type Page } from '@playwright/test';
import { newUser, register, test } from './helpers';
import { addTextSwipe, card, openAdd } from './swipeHelpers';

// Issue 37 finding 5: a field near its limit counts its characters and says when the limit is
// reached (FIELD_LIMITS, common/src/limits.ts, which the server checks too), and long unbroken
// words wrap wherever they are shown.

/**
 * The page scrolls not sideways, and every element showing `word` ends inside the screen (one
 * in a box that scrolls sideways of its own would pass the first check and not this one).
 */
async function expectWrapped(page: Page, word: string) {
  const found = await page.evaluate((text) => {
    const overflowing: string[] = [];
    let shown = 0;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const own = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.includes(text),
      );
      const rect = element.getBoundingClientRect();
      if (!own || rect.width === 0) continue;
      shown += 1;
      if (rect.right > window.innerWidth + 1) overflowing.push(element.tagName);
    }
    return {
      shown,
      overflowing,
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    };
  }, word);
  expect(found.shown).toBeGreaterThan(0);
  expect(found.overflowing).toEqual([]);
  expect(found.scroll).toBeLessThanOrEqual(found.client);
}

test('sign-up, profile and title fields count near their limit and say when it is reached', async ({
  page,
}) => {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create account' });
  const name = form.getByLabel('Name', { exact: true });
  await name.fill('N'.repeat(79));
  await expect(form.getByText(/ \/ 100 characters/)).toHaveCount(0);
  await name.fill('N'.repeat(80));
  await expect(form.getByText('80 / 100 characters', { exact: true })).toBeVisible();
  await name.fill('N'.repeat(100));
  await name.press('N');
  await expect(name).toHaveValue('N'.repeat(100));
  await expect(
    form.getByText('100 / 100 characters: the limit. The rest is not kept.'),
  ).toBeVisible();
  await expect(name).toHaveAccessibleDescription(/At most 100 characters\. 100 \/ 100 characters/);

  await register(page);
  await page.goto('/settings');
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Name').fill('P'.repeat(80));
  await expect(
    profile.getByText('80 / 80 characters: the limit. The rest is not kept.'),
  ).toBeVisible();

  await page.goto('/swipes');
  const dialog = await openAdd(page, 'Text / ad copy');
  await dialog.getByLabel('Title', { exact: true }).fill('T'.repeat(300));
  await expect(
    dialog.getByText('300 / 300 characters: the limit. The rest is not kept.'),
  ).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a 100-character unbroken name and title wrap instead of running off the screen', async ({
    page,
  }) => {
    const user = newUser();
    await register(page, { ...user, name: 'W'.repeat(100) });
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, W+$/ })).toBeVisible();
    await expectWrapped(page, 'W'.repeat(100));

    const title = `Headline${'X'.repeat(92)}`;
    await addTextSwipe(page, { title, notes: `Notes${'Y'.repeat(95)}` });
    await expectWrapped(page, title);
    await card(page, title).getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectWrapped(page, `Notes${'Y'.repeat(95)}`);
  });
});
