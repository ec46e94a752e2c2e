import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { paths } from './paths.js';

/**
 * The app's version: the root package.json's `version`, and when the app runs from a git
 * checkout (git installed, `.git` present), its commit as semver build metadata:
 * `0.1.0+7ff688b1c2d3`. The Docker image has no git: there it is the version alone.
 */
export async function appVersion() {
  const text = await readFile(path.join(paths.root, 'package.json'), 'utf8');
  const { version = 'unversioned' } = JSON.parse(text) as { version?: string };
  const commit = await promisify(execFile)('git', ['rev-parse', 'HEAD'], {
    cwd: paths.root,
    timeout: 5_000,
  }).then(
    ({ stdout }) => stdout.trim(),
    () => '',
  );
  return /^[0-9a-f]{40,}$/.test(commit) ? `${version}+${commit.slice(0, 12)}` : version;
}
