import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer, type SMTPServerEnvelope } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createMailer, type Mailer } from '../../src/email/mailer.js';

const APP_ORIGIN = 'https://app.example.com';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'swipestack-mail-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the outbox (no SMTP_URL)', () => {
  const outbox = () => path.join(dataDir, 'outbox');
  const lines: string[] = [];
  let mailer: Mailer;
  beforeAll(() => {
    mailer = createMailer(loadConfig({ DATA_DIR: dataDir, APP_ORIGIN }), (line) =>
      lines.push(line),
    );
  });
  afterAll(() => mailer.close());

  it('writes the whole message to one .eml file and logs where', async () => {
    const sent = await mailer.send({
      to: 'ann@example.com',
      subject: 'You are invited',
      text: 'Join the team at https://app.example.com/invite/abc',
      html: '<p>Join the team</p>',
    });

    const files = await readdir(outbox());
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]+\.eml$/);
    expect(sent.file).toBe(path.join(outbox(), files[0] as string));
    expect(sent.messageId).toMatch(/^<.+>$/);

    const eml = await readFile(sent.file as string, 'utf8');
    expect(eml).toContain('To: ann@example.com\r\n');
    expect(eml).toContain('From: Swipestack <no-reply@app.example.com>\r\n');
    expect(eml).toContain('Subject: You are invited\r\n');
    expect(eml).toContain(`Message-ID: ${sent.messageId}\r\n`);
    expect(eml).toContain('Content-Type: multipart/alternative');
    expect(eml).toContain('Join the team at https://app.example.com/invite/abc');
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).toContain('<p>Join the team</p>');

    expect(lines).toEqual([`Mail to ann@example.com "You are invited" saved to ${sent.file}`]);
  });

  it('refuses a subject or recipient with a line break and writes nothing', async () => {
    const before = await readdir(outbox());
    await expect(
      mailer.send({ to: 'ann@example.com', subject: 'Hi\nBcc: eve@example.com', text: 'x' }),
    ).rejects.toThrow('Mail subject must not contain a line break');
    await expect(
      mailer.send({ to: 'ann@example.com\r\nBcc: eve@example.com', subject: 'Hi', text: 'x' }),
    ).rejects.toThrow('Mail to must not contain a line break');
    expect(await readdir(outbox())).toEqual(before);
  });
});

describe('SMTP (SMTP_URL set)', () => {
  const received: { envelope: SMTPServerEnvelope; raw: string }[] = [];
  let server: SMTPServer;
  let mailer: Mailer;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({ envelope: session.envelope, raw: Buffer.concat(chunks).toString() });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.server.address() as AddressInfo;
    mailer = createMailer(
      loadConfig({
        DATA_DIR: dataDir,
        APP_ORIGIN,
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Swipestack Team <team@example.com>',
      }),
      () => {},
    );
  });
  afterAll(async () => {
    mailer?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  it('delivers to the server for the right recipient', async () => {
    const sent = await mailer.send({
      to: 'bob@example.com',
      subject: 'Welcome aboard',
      text: 'Hello Bob',
    });

    expect(sent.file).toBeUndefined();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.envelope.mailFrom).toMatchObject({ address: 'team@example.com' });
    expect(mail?.envelope.rcptTo.map((r) => r.address)).toEqual(['bob@example.com']);
    expect(mail?.raw).toContain('Subject: Welcome aboard');
    expect(mail?.raw).toContain('From: Swipestack Team <team@example.com>');
    expect(mail?.raw).toContain(`Message-ID: ${sent.messageId}`);
    expect(mail?.raw).toContain('Hello Bob');
  });

  it('refuses a subject with a line break and sends nothing', async () => {
    const before = received.length;
    await expect(
      mailer.send({ to: 'bob@example.com', subject: 'Hi\r\nBcc: eve@example.com', text: 'x' }),
    ).rejects.toThrow('Mail subject must not contain a line break');
    expect(received).toHaveLength(before);
  });
});

describe('config', () => {
  it('takes only smtp: and smtps: URLs', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@smtp.example.com:465' }).SMTP_URL).toBe(
      'smtps://u:p@smtp.example.com:465',
    );
    expect(loadConfig({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: 'smtp.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'https://smtp.example.com' })).toThrow(/SMTP_URL/);
  });
});
