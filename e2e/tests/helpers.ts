import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

/** A user nobody else registered: unique per test, per worker and per run. */
export function newUser(): TestUser {
  const id = `${Date.now()}-${randomBytes(4).toString('hex')}`;
  return {
    name: `E2E User ${id}`,
    email: `e2e-${id}@example.com`,
    password: `pw-${randomBytes(8).toString('hex')}`,
  };
}

/** The public layout's header nav (absent on /welcome and /first-swipe). */
export function headerNav(page: Page): Locator {
  return page.getByRole('banner').getByRole('navigation', { name: 'Main' });
}

/** The footer's link list. */
export function footerNav(page: Page): Locator {
  return page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
}

export async function fillRegistration(page: Page, user: TestUser): Promise<void> {
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Name', { exact: true }).fill(user.name);
  await form.getByLabel('Email', { exact: true }).fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Create account' }).click();
}

/** The persisted id the web app sends for one of its operations (from its Relay artifact). */
export function persistedId(operation: string): string {
  const file = new URL(`../../web/src/__generated__/${operation}.graphql.ts`, import.meta.url);
  const match = /"id": "([0-9a-f]{64})"/.exec(readFileSync(file, 'utf8'));
  if (!match?.[1]) throw new Error(`No persisted id for ${operation}`);
  return match[1];
}

/** Registers `user` through the /register form and waits for the signed-in home (/swipes). */
export async function registerThroughForm(
  page: Page,
  user: TestUser = newUser(),
): Promise<TestUser> {
  await page.goto('/register');
  await fillRegistration(page, user);
  await expectSwipesHome(page, user);
  return user;
}

/**
 * Registers `user` with the sign-up operation the form sends (its session cookie lands in the
 * page's context) and opens the signed-in home (/swipes): the form itself is tested by
 * auth.spec.ts, and skipping its page saves a page load per test.
 */
export async function register(page: Page, user: TestUser = newUser()): Promise<TestUser> {
  const response = await page.request.post('/graphql', {
    data: {
      operationName: 'useSignUpMutation',
      variables: { input: { name: user.name, email: user.email, password: user.password } },
      extensions: { persistedQuery: { version: 1, sha256Hash: persistedId('useSignUpMutation') } },
    },
  });
  const errors = (await response.json()).data?.signUp?.errors;
  if (!response.ok() || !errors || errors.length) {
    throw new Error(`Sign-up failed (${response.status()}): ${await response.text()}`);
  }
  await page.goto('/swipes');
  await expectSwipesHome(page, user);
  return user;
}

/** Fills and submits the /login form (the page must already be on /login). */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

export async function expectSwipesHome(page: Page, user: TestUser): Promise<void> {
  await expect(page).toHaveURL(/\/swipes$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${user.name}` }),
  ).toBeVisible();
}

/** Drops the session cookie: the next navigation starts signed out. */
export async function forgetSession(page: Page): Promise<void> {
  await page.context().clearCookies();
}

declare global {
  interface Window {
    __toastsSeen?: string[];
  }
}

/**
 * Records the text of every toast shown in the context's pages from their next navigation on:
 * a toast lasts 1.5 s, which a busy machine can outlast between two checks.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    window.__toastsSeen = seen;
    new MutationObserver((records) => {
      for (const record of records)
        record.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          if (node.matches('[data-sonner-toast]')) seen.push(node.textContent ?? '');
          node.querySelectorAll('[data-sonner-toast]').forEach((toast) => {
            seen.push(toast.textContent ?? '');
          });
        });
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Waits until `page` has shown a toast containing `text` (see recordToasts). */
export async function expectToastShown(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => window.__toastsSeen ?? []), { message: `toast "${text}"` })
    .toContainEqual(expect.stringContaining(text));
}

/** Playwright's test, with the toasts of the default context recorded (see recordToasts). */
export const test = base.extend({
  context: async ({ context }, use) => {
    await recordToasts(context);
    await use(context);
  },
});
