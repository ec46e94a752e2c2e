import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { seriousProblems } from './axe';
import { register, test } from './helpers';

// Settings → Webhooks (docs/webhooks.md): an owner adds a webhook pointed at a receiver this
// test runs on loopback (the e2e server has CAPTURE_ALLOW_PRIVATE_ADDRESSES on, as for
// captures), copies the secret shown once, sends a test event, and reads its outcome in the log.

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/swipestack`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

for (const size of [
  { name: 'desktop', use: { viewport: { width: 1366, height: 768 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
]) {
  test.describe(size.name, () => {
    test.use(size.use);

    test('a webhook is added, its secret shown once, and a test event logged with 200', async ({
      page,
    }) => {
      const receiver = await startReceiver();
      try {
        await register(page);
        await page.goto('/settings#webhooks');
        const section = page.locator('#webhooks');
        await expect(section.getByText('No webhooks yet.')).toBeVisible();
        const form = section.getByRole('form', { name: 'Add a webhook' });
        await form.getByLabel('Address (URL)').fill(receiver.url);
        await expect(form.getByRole('radio', { name: /JSON/ })).toBeChecked();
        await form.getByRole('checkbox', { name: /A comment is written/ }).check();
        await form.getByRole('button', { name: 'Add webhook' }).click();

        const shown = section.getByRole('status');
        await expect(shown).toContainText('Copy the signing secret now: it is not shown again.');
        const secret = (await section.getByTestId('shown-once-secret').textContent()) ?? '';
        expect(secret).toMatch(/^whsec_[\w-]{43}$/);
        const item = section.getByRole('listitem', { name: receiver.url });
        await expect(item).toContainText('A swipe is saved · A comment is written');
        expect(await seriousProblems(page, '#webhooks')).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await shown.getByRole('button', { name: 'Done' }).click();
        await expect(section.getByTestId('shown-once-secret')).toHaveCount(0);

        await item.getByRole('button', { name: 'Send test event' }).click();
        await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
        const [test] = receiver.received;
        const [t, v1] = String(test?.headers['swipestack-signature'])
          .split(',')
          .map((part) => part.split('=')[1]);
        expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${test?.body}`).digest('hex'));
        expect(test?.headers['swipestack-event']).toBe('webhook.test');

        const log = item.getByRole('region', { name: `Delivery log of ${receiver.url}` });
        const row = log.getByRole('row').filter({ hasText: 'webhook.test' });
        await expect(row).toContainText('Delivered', { timeout: 15_000 });
        await expect(row).toContainText('200');

        // The secret is not shown again.
        await page.reload();
        await expect(
          page.locator('#webhooks').getByRole('listitem', { name: receiver.url }),
        ).toBeVisible();
        await expect(page.locator('#webhooks').getByTestId('shown-once-secret')).toHaveCount(0);
      } finally {
        await receiver.close();
      }
    });
  });
}
