import path from 'node:path';
import { loadConfig } from '../src/config.js';

/**
 * The directory `npm run …` was typed in (npm runs a workspace's script in the workspace), and
 * the settings with a relative DATA_DIR or file read from there, as the server reads them.
 */
export const invokedFrom = process.env.INIT_CWD ?? process.cwd();

export function cliConfig() {
  const dataDir = process.env.DATA_DIR;
  return loadConfig({
    ...process.env,
    ...(dataDir ? { DATA_DIR: path.resolve(invokedFrom, dataDir) } : {}),
  });
}
