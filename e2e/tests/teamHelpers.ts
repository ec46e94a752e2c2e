import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** The sidebar's team selector. */
export function teamSelect(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Team', exact: true });
}

/** Waits until `name` is the selected team. */
export async function expectSelectedTeam(page: Page, name: string): Promise<void> {
  await expect(teamSelect(page).locator('option:checked')).toHaveText(name);
}

export function manageTeamDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Manage team' });
}

/** Creates a team through "New team" and waits until it is the selected team. */
export async function createTeam(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New team' }).click();
  const dialog = page.getByRole('dialog', { name: 'New team' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Create team' }).click();
  await expect(dialog).toBeHidden();
  await expectSelectedTeam(page, name);
}

/** Opens "Manage team" for the selected team and waits for its settings. */
export async function openManageTeam(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Manage team' }).click();
  const dialog = manageTeamDialog(page);
  await expect(dialog.getByRole('list', { name: 'Members' })).toBeVisible();
  return dialog;
}

/** Invites `email` from an open "Manage team" dialog. */
export async function invite(dialog: Locator, email: string, role: string): Promise<void> {
  const form = dialog.getByRole('form', { name: 'Invite people' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Role', { exact: true }).selectOption({ label: role });
  await form.getByRole('button', { name: 'Send invite' }).click();
  await expect(
    dialog.getByRole('list', { name: 'Pending invites' }).getByText(email, { exact: true }),
  ).toBeVisible();
}

function outbox(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  return path.join(dir, 'outbox');
}

/** The header block of a raw message, with folded lines joined. */
function headersOf(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/);
  return (end === -1 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
}

/** The newest .eml in the server's outbox addressed to `email`, or null. */
async function newestMailTo(email: string): Promise<string | null> {
  let names: string[];
  try {
    names = (await readdir(outbox())).filter((name) => name.endsWith('.eml'));
  } catch {
    return null; // no mail yet
  }
  // Files are named <ISO time>-<random>.eml: name order is sending order.
  for (const name of names.sort().reverse()) {
    const raw = await readFile(path.join(outbox(), name), 'utf8');
    const to = /^To:\s*(.*)$/im.exec(headersOf(raw))?.[1] ?? '';
    if (to.toLowerCase().includes(email.toLowerCase())) return raw;
  }
  return null;
}

/**
 * The newest mail to `email` whose headers or text have `text`, as plain text: its headers
 * unfolded, its quoted-printable UTF-8 body decoded (headers are not encoded). Null: none yet.
 */
export async function mailTo(email: string, text: string): Promise<string | null> {
  const names = await readdir(outbox()).catch(() => [] as string[]);
  for (const name of names
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse()) {
    const raw = await readFile(path.join(outbox(), name), 'utf8');
    const end = raw.search(/\r?\n\r?\n/);
    const body = Buffer.from(
      raw
        .slice(end)
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_all, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        ),
      'latin1',
    ).toString('utf8');
    const mail = `${headersOf(raw)}${body}`;
    if (mail.toLowerCase().includes(`to: ${email.toLowerCase()}`) && mail.includes(text))
      return mail;
  }
  return null;
}

/**
 * The path (`/invite/<token>`) of the link in the newest invite mail to `email`, to open on
 * the test's own baseURL. Quoted-printable soft line breaks are undone before searching.
 */
export async function invitePathFor(email: string): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const raw = await newestMailTo(email);
        const body = raw?.replace(/=\r?\n/g, '').replace(/=3D/gi, '=') ?? '';
        found = /https?:\/\/[^\s/]+(\/invite\/[a-z2-9]+)/.exec(body)?.[1] ?? null;
        return found;
      },
      { message: `an invite mail to ${email} in the outbox` },
    )
    .not.toBeNull();
  return found ?? '';
}
