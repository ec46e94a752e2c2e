import { expect, type Page } from '@playwright/test';
import { seriousProblems } from './axe';
import { expectToastShown, register, test } from './helpers';
import { addTextSwipe, card } from './swipeHelpers';

// AI Remix (docs/remix.md): from a swipe's detail view to /remix?swipe=<id>, a brief, variants
// streamed in as the provider writes them (the e2e server's AI provider is the msw fake of an
// OpenAI-compatible API: "Headline: Variant 1 for <product>, headline that sells." in pieces),
// then a rating, an edit and a variant saved as a TEXT swipe that leads back to its source.

declare global {
  interface Window {
    __variantsWhileWriting?: string[];
  }
}

/** Records the text of every variant card while it is being written (`aria-busy`). */
async function recordWriting(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    window.__variantsWhileWriting = seen;
    new MutationObserver(() => {
      document.querySelectorAll('article[aria-busy="true"]').forEach((variant) => {
        seen.push(variant.textContent ?? '');
      });
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

test('a swipe is remixed: variants stream in, are rated, edited and saved as a swipe', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await register(page);
  await addTextSwipe(page, {
    title: 'Mattress launch ad',
    notes: 'Sleep cooler tonight. Our mattress pulls heat away, so you wake up rested.',
  });

  // The detail view offers Remix (the swipe has text), which opens /remix with it.
  await card(page, 'Mattress launch ad').getByRole('link').click();
  const detail = page.getByRole('dialog', { name: 'Mattress launch ad' });
  await detail.getByRole('link', { name: 'Remix' }).click();
  await expect(page).toHaveURL(/\/remix\?swipe=/);
  await expect(page.getByRole('heading', { level: 1, name: 'AI Remix' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Write a brief' });
  await expect(form).toContainText('Remixing: Mattress launch ad');
  await expect(form.getByRole('progressbar', { name: 'AI Remix this month' })).toHaveAttribute(
    'aria-valuetext',
    '0 of 30 variants used this month',
  );
  const history = page.getByRole('region', { name: 'Remixes of this swipe' });
  await expect(
    history.getByRole('heading', { name: 'No remixes of this swipe yet' }),
  ).toBeVisible();

  // The server's rules: without a product the field says so and takes the focus.
  await form.getByRole('button', { name: 'Write variants' }).click();
  await expect(form.getByText('Describe the product the copy is for.')).toBeVisible();
  await expect(form.getByLabel('Product')).toBeFocused();

  await form.getByLabel('Product').fill('FrostBed, a cooling mattress for hot sleepers');
  await form.getByLabel('Audience').fill('Couples who wake up too warm');
  await form.getByLabel('Tone').fill('Warm and direct');
  await expect(form.getByRole('checkbox', { name: 'Headline' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Body copy' })).toBeChecked();
  await form.getByRole('checkbox', { name: 'Call to action' }).check();
  await form.getByLabel('Variants').selectOption('2');
  await recordWriting(page);
  await form.getByRole('button', { name: 'Write variants' }).click();

  // The remix is on top at once; its variants show "Writing…", then their whole text.
  const remixes = history.getByRole('list', { name: 'Remixes' });
  await expect(remixes.getByRole('heading', { level: 3 })).toHaveText([
    'FrostBed, a cooling mattress for hot sleepers',
  ]);
  await expect(remixes.getByRole('heading', { level: 3 })).toBeFocused();
  await expect(remixes).toContainText('From Mattress launch ad');
  const first = remixes.getByRole('article', { name: /^Variant 1/ });
  const second = remixes.getByRole('article', { name: /^Variant 2/ });
  await expect(first).toContainText(
    'Headline: Variant 1 for FrostBed, a cooling mattress for hot sleepers, headline that sells.',
  );
  await expect(first).toContainText('Call to action: Variant 1 for FrostBed');
  await expect(second).toContainText('Call to action: Variant 2 for FrostBed');
  await expect(first).toHaveAttribute('aria-busy', 'false');
  await expect(second).toHaveAttribute('aria-busy', 'false');
  await expect(first).not.toContainText('Writing…');
  const whileWriting = await page.evaluate(() => window.__variantsWhileWriting ?? []);
  expect(whileWriting.some((text) => text.includes('Writing…'))).toBe(true);
  // Streamed: a card showed part of its text while it was still being written.
  expect(whileWriting.some((text) => /Writing….*Headline: Variant \d/.test(text))).toBe(true);
  await expect(form.getByRole('progressbar', { name: 'AI Remix this month' })).toHaveAttribute(
    'aria-valuetext',
    '2 of 30 variants used this month',
  );

  // Copy.
  await first.getByRole('button', { name: 'Copy variant 1' }).click();
  await expectToastShown(page, 'Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    'Headline: Variant 1 for FrostBed',
  );

  // Rated Good: pressed at once, and still after a reload.
  const good = first.getByRole('button', { name: 'Good', exact: true });
  await expect(good).toHaveAttribute('aria-pressed', 'false');
  const rated = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('"useRateRemixVariantMutation"'),
  );
  await good.click();
  await expect(good).toHaveAttribute('aria-pressed', 'true');
  await rated;
  await page.reload();
  await expect(first.getByRole('button', { name: 'Good', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(first.getByRole('button', { name: 'Not good' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // Edited.
  await second.getByRole('button', { name: 'Edit variant 2' }).click();
  const editor = second.getByRole('textbox', { name: 'Text of variant 2' });
  await expect(editor).toBeFocused();
  await editor.fill(
    'Headline: Sleep cool, wake rested.\nBody copy: FrostBed pulls the heat away all night.',
  );
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editor).toBeHidden();
  await expect(second).toContainText('Headline: Sleep cool, wake rested.');
  await expect(second).toContainText('(edited)');
  await expect(second.getByRole('button', { name: 'Edit variant 2' })).toBeFocused();

  // Saved as a swipe: the link leads to the TEXT swipe, which leads back to its source.
  await second.getByRole('button', { name: /^Save as swipe/ }).click();
  await expectToastShown(page, 'Saved as a swipe');
  await expect(second).toContainText('Saved as Sleep cool, wake rested.');
  await expect(second.getByRole('button', { name: /^Save as swipe/ })).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(await seriousProblems(page, 'main')).toEqual([]);

  await second.getByRole('link', { name: 'Sleep cool, wake rested.' }).click();
  await expect(page).toHaveURL(/\/swipes\?swipe=/);
  const saved = page.getByRole('dialog', { name: 'Sleep cool, wake rested.' });
  await expect(saved.getByRole('region', { name: 'Copy' })).toContainText(
    'Headline: Sleep cool, wake rested.\nBody copy: FrostBed pulls the heat away all night.',
  );
  await expect(saved).toContainText('Text');
  await expect(saved).toContainText('Remixed from');
  await saved.getByRole('link', { name: 'Mattress launch ad' }).click();
  await expect(page.getByRole('dialog', { name: 'Mattress launch ad' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Mattress launch ad' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(card(page, 'Sleep cool, wake rested.')).toContainText('Sleep cool, wake rested.');

  // Back on /remix without a swipe: the team's remixes, and the form without a source.
  await page
    .getByRole('link', { name: /^AI Remix/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/remix$/);
  await expect(page.getByRole('region', { name: 'Your team’s remixes' })).toContainText(
    'FrostBed, a cooling mattress for hot sleepers',
  );
  await expect(page.getByRole('form', { name: 'Write a brief' })).not.toContainText('Remixing:');
  expect(await seriousProblems(page, 'main')).toEqual([]);

  // Deleted after a confirmation; the swipe saved from it stays, and so does the month's count.
  const all = page.getByRole('region', { name: 'Your team’s remixes' });
  await all.getByRole('button', { name: /^Delete remix/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this remix?' });
  await confirm.getByRole('button', { name: 'Delete remix' }).click();
  await expect(confirm).toBeHidden();
  await expect(all.getByRole('heading', { name: 'No remixes yet' })).toBeVisible();
  await expect(all.getByRole('heading', { name: 'Your team’s remixes' })).toBeFocused();

  // Settings: the team's month against its plan, with a way to AI Remix.
  await page.goto('/settings#ai-remix');
  const settings = page.getByRole('region', { name: 'AI Remix' });
  await expect(settings.getByRole('progressbar', { name: 'AI Remix this month' })).toHaveAttribute(
    'aria-valuetext',
    '2 of 30 variants used this month',
  );
  await expect(settings).toContainText('The Free plan includes 30 variants a month');
  await settings.getByRole('link', { name: 'Open AI Remix' }).click();
  await expect(page).toHaveURL(/\/remix$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AI Remix' })).toBeVisible();
});
