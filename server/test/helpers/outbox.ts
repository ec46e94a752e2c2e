import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The mails the server has sent, as raw text, oldest name first. Only finished ones: the mailer
 * writes `.<name>.tmp` and renames it, so a file read while it is being written is not listed.
 */
export async function outboxMails(server: { config: { DATA_DIR: string } }): Promise<string[]> {
  const outbox = path.join(server.config.DATA_DIR, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[]))
    .filter((file) => !file.startsWith('.'))
    .sort();
  return Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
}
