import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Builds the Chrome extension that tests/extension.spec.ts loads (skipped when unchanged). */
export default function globalSetup() {
  const root = path.resolve(import.meta.dirname, '..');
  execFileSync(process.execPath, [path.join(root, 'scripts/build-extension.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
}
