import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');

/** Makes `email` an administrator with `npm run admin -- promote`, while the server runs. */
export async function promote(email: string) {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'admin', '--', 'promote', email],
    {
      cwd: root,
      // The server's own database: PostgreSQL when the run has DATABASE_URL (`npm test`), else
      // the embedded one in its DATA_DIR.
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    },
  );
  expect(stdout).toContain(`${email} is now an administrator.`);
}
