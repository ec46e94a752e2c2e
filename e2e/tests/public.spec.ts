import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { fillRegistration, footerNav, headerNav, newUser, register } from './helpers';

// The public site (issue 7, item 1): nav, footer, docs, blog, the free tools, the embedded
// layout, page meta and axe checks on every public page.

const PUBLIC_PAGES: ReadonlyArray<[path: string, heading: string | RegExp]> = [
  ['/', 'Save the marketing that inspires you. Find it again in seconds.'],
  ['/pricing', /pricing|plans/i],
  ['/docs', 'Help Docs'],
  ['/docs/getting-started', 'Getting started with Swipestack'],
  ['/blog', 'Blog'],
  ['/blog/what-is-a-swipe-file', 'What is a swipe file, and why every marketer should keep one'],
  ['/tools', 'Free marketing tools'],
  ['/tools/subject-line-checker', 'Subject line checker'],
  ['/tools/headline-analyzer', 'Headline analyzer'],
  ['/roadmap', 'Roadmap'],
  ['/affiliates', 'Affiliate programme'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/welcome', 'Welcome to Swipestack'],
  ['/first-swipe', 'Save your first swipe'],
  ['/login', /sign in/i],
  ['/register', /create/i],
  ['/extension-installed', 'Swipestack for Chrome'],
  ['/mobile', 'Swipestack on your phone'],
  ['/plan-confirmation', 'Your new plan'],
  ['/changelog', 'Changelog'],
  ['/no-such-page', 'Page not found'],
];

/** Pages that ask search engines not to list them: no preview of their own. */
const NOINDEX = new Set(['/welcome', '/first-swipe', '/plan-confirmation', '/no-such-page']);

async function expectNoSeriousViolations(page: Page, path: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${path}`).toEqual([]);
}

test.describe('every public page', () => {
  for (const [path, heading] of PUBLIC_PAGES) {
    test(`${path}: heading, title, meta tags and no serious axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await expect(page).toHaveTitle(/Swipestack/);
      const description = page.locator('head meta[name="description"]');
      await expect(description).toHaveCount(1);
      expect((await description.getAttribute('content'))?.length ?? 0).toBeGreaterThan(20);
      await expect(page.locator('head meta[property="og:title"]')).toHaveCount(1);
      // Every page has a preview image of its own, drawn from /og-template; pages search engines
      // are asked not to list (and 404) keep the site's.
      const own = !NOINDEX.has(path);
      const image = page.locator('head meta[property="og:image"]');
      await expect(image).toHaveAttribute(
        'content',
        own
          ? new RegExp(`/og${path === '/' ? '/index' : path}\\.png\\?v=[0-9a-z]+$`)
          : /\/og-image\.png$/,
      );
      await expect(page.locator('head meta[name="twitter:image"]')).toHaveAttribute(
        'content',
        (await image.getAttribute('content')) ?? '',
      );
      await expect(page.locator('head meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
      // One set of tags: the server's copy (for visitors that run no script) gave way.
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
      if (path !== '/no-such-page') {
        // The server sends the page's own head in its HTML: the same title the page renders.
        const served = await (await page.request.get(path)).text();
        expect(decodeEntities(/<title data-page-head>([^<]*)<\/title>/.exec(served)?.[1])).toBe(
          await page.title(),
        );
        // …and the same preview image.
        expect(decodeEntities(/property="og:image" content="([^"]+)"/.exec(served)?.[1])).toBe(
          await image.getAttribute('content'),
        );
      }
      await expectNoSeriousViolations(page, path);
    });
  }
});

function decodeEntities(text: string | undefined): string | undefined {
  return text
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

test('the head follows client-side navigation, without the server copy left behind', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page).toHaveTitle('Pricing · Swipestack');
  await footerNav(page).getByRole('link', { name: 'Free Tools' }).click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page).toHaveTitle('Free marketing tools · Swipestack');
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/tools$/);
  await expect(page.locator('head [data-page-head]')).toHaveCount(0);
});

test('the Open Graph image is served', async ({ request }) => {
  const response = await request.get('/og-image.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});

test('a blog post has a preview image of its own, drawn from /og-template', async ({
  page,
  request,
}) => {
  const post = '/blog/organising-a-swipe-file';
  await page.goto(post);
  const image = page.locator('head meta[property="og:image"]');
  await expect(image).toHaveAttribute('content', new RegExp(`/og${post}\\.png\\?v=[0-9a-z]+$`));
  await expect(page.locator('head meta[property="og:image:width"]')).toHaveAttribute(
    'content',
    '1200',
  );
  const address = new URL((await image.getAttribute('content')) ?? '');
  const current = `${address.pathname}${address.search}`;
  // The server draws it from the template in Chromium, once, and keeps it; its address names
  // what it shows, so it is cached for good.
  const drawn = await request.get(current, { maxRedirects: 0, timeout: 60_000 });
  expect(drawn.status()).toBe(200);
  expect(drawn.headers()['content-type']).toBe('image/png');
  expect(drawn.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const png = await drawn.body();
  // PNG: the width and height are the IHDR chunk's first two 32-bit numbers.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  const again = await request.get(current, { maxRedirects: 0 });
  expect((await again.body()).equals(png)).toBe(true);
  // An older address still shows it, cached for an hour only.
  const older = await request.get(`/og${post}.png?v=older`, { maxRedirects: 0 });
  expect(older.headers()['cache-control']).toBe('public, max-age=3600');
  // Pages without one of their own have none there.
  expect((await request.get('/og/blog/no-such-post.png', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get('/og/settings.png', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get('/og/welcome.png', { maxRedirects: 0 })).status()).toBe(404);

  // The template itself: the page's words on the preview's canvas, with no layout.
  await page.goto(
    '/og-template?title=Tags%20beat%20folders&description=Keep%20it%20findable&label=Blog',
  );
  const canvas = page.getByRole('main');
  await expect(canvas.getByRole('heading', { level: 1, name: 'Tags beat folders' })).toBeVisible();
  await expect(canvas).toContainText('Keep it findable');
  await expect(canvas).toContainText('Blog');
  await expect(page.locator('[data-og-ready]')).toHaveCount(1);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  expect(await canvas.evaluate((el) => [el.clientWidth, el.clientHeight])).toEqual([1200, 630]);
});

test('header nav: signed out, on /login, /register and /welcome, then signed in', async ({
  page,
}) => {
  await page.goto('/docs');
  let nav = headerNav(page);
  for (const name of ['Examples', 'Free Tools', 'Pricing', 'Sign in', 'Sign up']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await page.goto('/login');
  nav = headerNav(page);
  await expect(nav.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Sign up', exact: true })).toBeVisible();
  await page.goto('/register');
  nav = headerNav(page);
  await expect(nav.getByRole('link', { name: 'Sign up', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await page.goto('/welcome');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Swipestack' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await register(page);
  await page.goto('/tools');
  nav = headerNav(page);
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
    'href',
    '/swipes',
  );
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toHaveCount(0);
});

test('footer: the spec links, changelog, email support and sister products', async ({ page }) => {
  await page.goto('/blog');
  const footer = footerNav(page);
  for (const [name, href] of [
    ['Sign up', '/register'],
    ['Sign in', '/login'],
    ['Pricing', '/pricing'],
    ['Blog', '/blog'],
    ['Roadmap', '/roadmap'],
    ['Free Tools', '/tools'],
    ['Affiliates', '/affiliates'],
    ['Help Docs', '/docs'],
    ['Privacy', '/privacy'],
    ['Terms', '/terms'],
    ['Marketing Examples', '/examples'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: 'Changelog', exact: true })).toHaveAttribute(
    'href',
    '/changelog',
  );
  await expect(footer.getByRole('link', { name: /^Email support/ })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  const sisters = page.getByRole('navigation', { name: 'Our other products' }).getByRole('link');
  expect(await sisters.count()).toBeGreaterThan(0);
  await expect(sisters.first()).toHaveAttribute('href', /^https:\/\//);
});

test('docs: the index leads to an article, whose links stay in the app', async ({ page }) => {
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Help Docs' })).toBeVisible();
  const articles = page.getByRole('list', { name: 'Articles' }).getByRole('listitem');
  expect(await articles.count()).toBeGreaterThanOrEqual(8);
  await page.getByRole('link', { name: 'Forwarding emails into your swipe file' }).click();
  await expect(page).toHaveURL(/\/docs\/forwarding-email$/);
  await expect(page).toHaveTitle('Forwarding emails into your swipe file · Swipestack');
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Find your address' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Limits' }),
  ).toHaveAttribute('href', '#limits');
  // A link inside the Markdown navigates without reloading the app.
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await article.getByRole('link', { name: 'Chrome extension' }).click();
  await expect(page).toHaveURL(/\/docs\/chrome-extension$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Chrome extension' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);

  await page.goto('/docs/no-such-article');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('blog: the index lists posts newest first and opens one', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const posts = page.getByRole('list', { name: 'Posts' }).getByRole('listitem');
  expect(await posts.count()).toBeGreaterThanOrEqual(2);
  const dates = await posts
    .locator('time')
    .evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  await posts.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/[\w-]+$/);
  await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test('the subject line checker computes as you type', async ({ page }) => {
  await page.goto('/tools');
  await page.getByRole('link', { name: 'Subject line checker' }).click();
  const input = page.getByLabel('Subject line', { exact: true });
  await input.fill('FREE gift inside!! Act now 🎁🎁🎁 before this incredible offer ends tonight');
  const results = page.getByRole('region', { name: /Results/ });
  await expect(results.getByRole('definition').nth(0)).toHaveText('72');
  await expect(results.getByRole('definition').nth(2)).toHaveText('3');
  await expect(results).toContainText('Spam-trigger words: act now, free');
  const iphone = results.getByRole('row', { name: /iPhone Mail/ });
  await expect(iphone).toContainText('(cut off)');
  await expect(iphone).toContainText('FREE gift inside!! Act now 🎁🎁🎁 before th…');
  await expect(results).toContainText('shouting');

  await input.fill('Your March report is ready');
  await expect(results.getByRole('definition').nth(0)).toHaveText('26');
  await expect(results.getByRole('row', { name: /iPhone Mail/ })).toContainText('(fits)');
  await expect(results).toContainText('Good length');
});

test('the headline analyzer scores as you type', async ({ page }) => {
  await page.goto('/tools/headline-analyzer');
  const input = page.getByLabel('Headline', { exact: true });
  await input.fill('Update');
  const score = page.getByTestId('headline-score');
  const low = Number(await score.textContent());
  expect(low).toBeLessThan(50);
  await expect(page.getByRole('meter', { name: 'Headline score' })).toHaveAttribute(
    'value',
    String(low),
  );
  await input.fill('7 proven ways to stop making onboarding email mistakes');
  await expect(page.getByRole('heading', { name: /Score: \d+\/100 · Strong/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Word balance' })).toContainText('Power');
  await expect(page.getByRole('list', { name: 'Words by kind' }).getByRole('listitem')).toHaveCount(
    9,
  );
});

/**
 * A page of another site that frames `src`: served on 127.0.0.1 while the app is on
 * localhost, so the frame is cross-origin, as on a real embedding site (and both are loopback,
 * so Chromium's private-network rules allow it).
 */
async function hostPage(page: Page, src: string, hostname = '127.0.0.1') {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><title>Host</title><iframe title="Embedded" src="${src}" width="900" height="900"></iframe></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hosts.push(server);
  await page.goto(`http://${hostname}:${(server.address() as AddressInfo).port}/`);
}

const hosts: Server[] = [];
test.afterEach(async () => {
  await Promise.all(hosts.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

test.describe('embedded layout', () => {
  test('a framed public page shows the page and the Built with link, no nav or footer', async ({
    page,
    baseURL,
  }) => {
    await hostPage(page, `${baseURL}/tools/headline-analyzer`);
    const frame = page.frameLocator('iframe[title="Embedded"]');
    await expect(frame.getByRole('heading', { level: 1, name: 'Headline analyzer' })).toBeVisible();
    const builtWith = frame.getByRole('link', { name: /Built with Swipestack/ });
    await expect(builtWith).toHaveAttribute('href', '/register?ref=embed');
    await expect(builtWith).toHaveAttribute('target', '_blank');
    await expect(frame.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(frame.getByRole('navigation', { name: 'Footer' })).toHaveCount(0);
    // A page that may not be framed, reached by a link inside the frame, opens outside it.
    await frame.getByRole('link', { name: 'Start your swipe file free' }).click();
    await expect(
      frame.getByRole('heading', { name: 'Open this page in Swipestack' }),
    ).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  test('signed in, the Built with link points to the page itself', async ({ page, baseURL }) => {
    await register(page);
    // The session cookie is SameSite=Lax, so only a same-site page (here localhost on another
    // port) frames us signed in; on any other site the frame is signed out.
    await hostPage(page, `${baseURL}/docs`, 'localhost');
    const frame = page.frameLocator('iframe[title="Embedded"]');
    await expect(frame.getByRole('heading', { level: 1, name: 'Help Docs' })).toBeVisible();
    await expect(frame.getByRole('link', { name: /Built with Swipestack/ })).toHaveAttribute(
      'href',
      `${baseURL}/docs`,
    );
  });

  test('the server lets only embeddable pages be framed', async ({ request }) => {
    const docs = await request.get('/docs/getting-started');
    expect(docs.headers()['content-security-policy']).toBe('frame-ancestors *');
    const login = await request.get('/login');
    expect(login.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(login.headers()['x-frame-options']).toBe('DENY');
  });
});

test('sitemap.xml and robots.txt', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const path of [
    '/',
    '/pricing',
    '/docs/getting-started',
    '/blog/what-is-a-swipe-file',
    '/tools/headline-analyzer',
  ]) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('/extension-installed, signed out, says to sign in first and comes back after', async ({
  page,
}) => {
  await page.goto('/extension-installed');
  await expect(page.getByText('Sign in to connect the extension to your swipe file')).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\?next=%2Fextension-installed$/);
  const user = newUser();
  await fillRegistration(page, user);
  await expect(page).toHaveURL(/\/extension-installed$/);
  // No extension in this browser: the page says how to add it.
  await expect(page.getByText("The extension isn't installed in this browser")).toBeVisible();
});

test("/home is the signed-in home, or the site's home when signed out", async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
  await register(page);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/swipes$/);
});

test('a page that does not exist is sent with 404 and still shows the 404 page', async ({
  page,
}) => {
  for (const path of ['/docs/no-such-article', '/no-such-page', '/settings/no-such-part']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(headerNav(page).getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  }
});
