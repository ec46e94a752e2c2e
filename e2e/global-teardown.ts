import { rm } from 'node:fs/promises';

/** Removes the run's embedded database once the web server has stopped. */
export default async function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) await rm(dir, { recursive: true, force: true });
}
