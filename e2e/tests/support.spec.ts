import { expect } from '@playwright/test';
import { promote } from './adminHelpers';
import { seriousProblems } from './axe';
import { register, test } from './helpers';

// Support chat (docs/support.md): a user writes from Help → Contact support; an administrator
// answers from /admin/support; the reply reaches the user's open chat live, and a reply that
// arrives while the chat is closed shows as a red dot with its count on Help.

test('a user writes to support, the admin replies, and the user sees the reply and the red dot live', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await register(page);
  await promote(admin.email);
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  const user = await register(userPage);

  // The user opens the chat from Help and writes.
  const help = userPage.locator('aside').getByRole('button', { name: /^Help/ });
  await help.click();
  await userPage.getByRole('menuitem', { name: 'Contact support' }).click();
  const chat = userPage.getByRole('region', { name: 'Support' });
  await expect(chat.getByText('Ask us anything about Swipestack')).toBeVisible();
  const message = chat.getByRole('textbox', { name: 'Message' });
  await expect(message).toBeFocused();
  expect(await seriousProblems(userPage, 'section[aria-labelledby]')).toEqual([]);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText('Write a message first.')).toBeVisible();
  await message.fill('My capture of example.com failed twice.');
  await message.press('Enter');
  const messages = chat.getByRole('list', { name: 'Messages' });
  await expect(messages).toContainText('My capture of example.com failed twice.');
  await expect(message).toHaveValue('');

  // The administrator sees it unread, opens it and answers.
  await page.goto('/admin/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  const entry = page.getByRole('link', { name: new RegExp(user.email) });
  await expect(entry).toContainText('Unread');
  await entry.click();
  const conversation = page.getByRole('article');
  await expect(conversation).toContainText('My capture of example.com failed twice.');
  await expect(entry).not.toContainText('Unread');
  const reply = conversation.getByRole('form', { name: 'Reply' });
  await reply.getByRole('textbox', { name: 'Message' }).fill('We fixed it: try again now.');
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(conversation.getByRole('list', { name: 'Messages' })).toContainText(
    'We fixed it: try again now.',
  );
  expect(await seriousProblems(page, 'main')).toEqual([]);

  // The user's open chat gets it live.
  await expect(messages).toContainText('We fixed it: try again now.');
  await expect(help).not.toContainText('unread');

  // With the chat closed, the next reply shows as a red dot with its count.
  await chat.getByRole('button', { name: 'Close support chat' }).click();
  await expect(chat).toHaveCount(0);
  await reply.getByRole('textbox', { name: 'Message' }).fill('Anything else we can do?');
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(help).toContainText('1 unread support message');
  await help.click();
  await userPage.getByRole('menuitem', { name: 'Contact support' }).click();
  await expect(chat.getByRole('list', { name: 'Messages' })).toContainText(
    'Anything else we can do?',
  );
  await expect(help).not.toContainText('unread');

  // Closing the conversation moves it to Closed.
  await conversation.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(conversation).toContainText('Closed ·');
  await expect(chat).toContainText('Support closed this conversation.');
  await userContext.close();
});

// Issue 37 finding 10: Enter on the box sends; held down, the key repeats after the message has
// gone, and an empty box pressed with Enter has nothing to send: neither is a mistake to point out.
test('a message sent with Enter leaves an empty box with no complaint under it', async ({
  page,
}) => {
  await register(page);
  await page.locator('aside').getByRole('button', { name: /^Help/ }).click();
  await page.getByRole('menuitem', { name: 'Contact support' }).click();
  const chat = page.getByRole('region', { name: 'Support' });
  const message = chat.getByRole('textbox', { name: 'Message' });
  const messages = chat.getByRole('list', { name: 'Messages' });
  await expect(message).toBeFocused();
  await message.pressSequentially('Where do I find my invoices?');
  await page.keyboard.down('Enter');
  await expect(messages).toContainText('Where do I find my invoices?');
  await expect(message).toHaveValue('');
  await page.keyboard.down('Enter'); // the held key's repeat
  await page.keyboard.up('Enter');
  await message.press('Enter');
  await expect(message).toHaveValue('');
  await expect(message).not.toHaveAttribute('aria-invalid', 'true');
  await expect(chat.getByText('Write a message first.')).toHaveCount(0);
  await expect(messages.getByRole('listitem')).toHaveCount(1);

  // Send, clicked with nothing written, still says what is missing.
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText('Write a message first.')).toBeVisible();
  await message.pressSequentially('And can I change the billing email?');
  await message.press('Enter');
  await expect(messages).toContainText('And can I change the billing email?');
  await expect(message).toHaveValue('');
  await expect(chat.getByText('Write a message first.')).toHaveCount(0);
});
