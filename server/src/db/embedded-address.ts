import { randomBytes } from 'node:crypto';
import { closeSync, fchmodSync, openSync, readFileSync, writeSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * `DATA_DIR/embedded-postgres.json` says which process holds the embedded database and, once it
 * serves it, on which port and with which password. PGlite is one process's database: a second
 * process opening DATA_DIR/pgdata would corrupt it, so a backup or `npm run admin` goes through
 * the holder's socket instead, and the server, a backup or a restore refuses a DATA_DIR another
 * live process holds. The file is the owner's alone (0600): any local user can reach the port,
 * only the app's own OS user can read the password it asks for.
 */
function holderFile(dataDir: string) {
  return path.join(dataDir, 'embedded-postgres.json');
}

interface Holder {
  pid: number;
  /** When the process started (Linux): a recycled pid, e.g. after a container restart, is not it. */
  started?: string;
  port?: number;
  password?: string;
}

function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isRunning({ pid, started }: Holder) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !started || startTime(pid) === started;
}

const self = (address?: { port: number; password: string }): Holder => ({
  pid: process.pid,
  started: startTime(process.pid),
  ...(address ? { port: address.port, password: address.password } : {}),
});

/** The embedded database's password: new at each start, 256 random bits. */
export const newEmbeddedPassword = () => randomBytes(32).toString('base64url');

export const embeddedUrl = (port: number, password: string) =>
  `postgresql://postgres:${password}@127.0.0.1:${port}/postgres?sslmode=disable`;

function liveHolder(dataDir: string): Holder | null {
  let text: string;
  try {
    text = readFileSync(holderFile(dataDir), 'utf8');
  } catch {
    return null;
  }
  if (!text) return null;
  const holder = JSON.parse(text) as Holder;
  return holder.pid !== process.pid && isRunning(holder) ? holder : null;
}

/** Writes the holder file, made 0600 before anything is written (also when it existed). */
function write(dataDir: string, holder: Holder, flag: 'wx' | 'w') {
  const fd = openSync(holderFile(dataDir), flag, 0o600);
  try {
    fchmodSync(fd, 0o600);
    writeSync(fd, `${JSON.stringify(holder)}\n`);
  } finally {
    closeSync(fd);
  }
}

/**
 * Marks DATA_DIR's database as this process's; throws when another live process holds it.
 * Synchronous, so that the database's thread starts before the server's modules load (main.ts).
 */
export function claimEmbeddedDatabase(dataDir: string) {
  const claim = (flag: 'wx' | 'w') => write(dataDir, self(), flag);
  try {
    claim('wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = liveHolder(dataDir);
    if (holder) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${holder.pid} (a server, backup or restore).`,
      );
    }
    claim('w');
  }
}

export function publishEmbeddedAddress(
  dataDir: string,
  address: { port: number; password: string },
) {
  write(dataDir, self(address), 'w');
}

export async function releaseEmbeddedDatabase(dataDir: string) {
  await rm(holderFile(dataDir), { force: true });
}

/** The connection string of the process serving DATA_DIR's database, or null when none holds it. */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | null> {
  const holder = liveHolder(dataDir);
  if (!holder) return null;
  if (!holder.port) {
    throw new Error(
      `The embedded database in ${dataDir} is being opened by process ${holder.pid}: try again once it is ready.`,
    );
  }
  return embeddedUrl(holder.port, holder.password ?? '');
}
