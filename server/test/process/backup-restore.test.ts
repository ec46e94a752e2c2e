import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import type { BackupManifest } from '../../src/backup/manifest.js';
import { runningEmbeddedUrl } from '../../src/db/embedded-address.js';
import { LocalDiskStorage } from '../../src/storage/local-disk.js';
import { SWIPE_EXPORT, SWIPE_IMAGE } from '../../src/storage/storage.js';
import { scratchPostgres } from '../harness.js';
import { until } from '../helpers/wait.js';
import { type ServerProcess, startServerProcess } from './server-process.js';

// npm run backup / restore (docs/deploy.md, "Backups and restore"): a snapshot taken while the
// server runs and rows are being written, restored into an empty target, compared row by row
// and file by file; the server then starts on the restored data.

const postgres = process.env.DATABASE_URL;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function started(env: Record<string, string>) {
  const server = await startServerProcess(env);
  cleanups.push(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  });
  return server;
}

/**
 * Runs server/scripts/<script>.ts as `npm run <script>` does (under a umask that takes no
 * permission away, the most open a shell can have); answers its exit code and output.
 */
async function script(name: string, args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _database, ...inherited } = process.env;
  const command = [process.execPath, '--import', 'tsx', `scripts/${name}.ts`, ...args];
  return promisify(execFile)('/bin/sh', ['-c', 'umask 000 && exec "$@"', 'sh', ...command], {
    env: { ...inherited, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
}

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  cleanups.push(() => client.end());
  return client;
}

/** Users, teams, members, swipes with stored images, tags, collections, an export file. */
async function seed(db: pg.Client, dataDir: string) {
  const storage = new LocalDiskStorage(dataDir);
  const teamId = randomUUID();
  await db.query(
    `INSERT INTO team (id, name, type, updated_at) VALUES ($1, 'Studio', 'TEAM', now())`,
    [teamId],
  );
  const tagId = randomUUID();
  await db.query(`INSERT INTO tag (id, team_id, title) VALUES ($1, $2, 'loop')`, [tagId, teamId]);
  for (let u = 0; u < 3; u++) {
    const userId = randomUUID();
    await db.query(
      `INSERT INTO "user" (id, email, name, password_hash, onboarding_meta, inbound_email_team_id, updated_at)
       VALUES ($1, $2, $3, 'hash', '{"seen": [1, 2]}', $4, now())`,
      [userId, `backup-${u}@example.com`, `Person ${u} ✓`, teamId],
    );
    await db.query(
      `INSERT INTO team_member (id, team_id, user_id, role) VALUES ($1, $2, $3, 'EDITOR')`,
      [randomUUID(), teamId, userId],
    );
    const collectionId = randomUUID();
    await db.query(
      `INSERT INTO collection (id, team_id, name, updated_at) VALUES ($1, $2, $3, now())`,
      [collectionId, teamId, `Collection ${u}`],
    );
    for (let s = 0; s < 4; s++) {
      const image = await storage.put(SWIPE_IMAGE, Buffer.from(`image ${u}.${s}`), 'image/png');
      const swipeId = randomUUID();
      await db.query(
        `INSERT INTO swipe (id, team_id, author_id, kind, title, notes, media, updated_at)
         VALUES ($1, $2, $3, 'IMAGE', $4, 'Notes with "quotes" and \\ backslash', $5, now())`,
        [swipeId, teamId, userId, `Swipe ${u}.${s}`, { type: 'image', key: image.key, width: 10 }],
      );
      const swipeTagId = randomUUID();
      await db.query(`INSERT INTO tag (id, team_id, title) VALUES ($1, $2, $3)`, [
        swipeTagId,
        teamId,
        `tag ${u}.${s}`,
      ]);
      await db.query(`INSERT INTO swipe_tag (swipe_id, tag_id) VALUES ($1, $2)`, [
        swipeId,
        swipeTagId,
      ]);
      await db.query(`INSERT INTO swipe_collection (swipe_id, collection_id) VALUES ($1, $2)`, [
        swipeId,
        collectionId,
      ]);
    }
  }
  await storage.put(SWIPE_EXPORT, Buffer.from('PK export'), 'application/zip');
  return { teamId, tagId };
}

/** Every row of every table of `public`, as sorted JSON lines (generated columns included). */
async function allRows(db: pg.Client) {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const result: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ row: string }>(
      `SELECT row_to_json(t)::text AS row FROM public."${name}" t`,
    );
    result[name] = rows.map((r) => r.row).sort();
  }
  return result;
}

async function fileChecksums(dataDir: string) {
  const root = path.join(dataDir, 'blobs');
  const result: Record<string, string> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    result[path.relative(root, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return result;
}

interface Target {
  /** The running server's database, as a client. */
  database(server: ServerProcess, dataDir: string): Promise<pg.Client>;
  env(dataDir: string): Promise<Record<string, string>>;
}

async function roundTrip(target: Target) {
  const sourceDir = await mkdtemp(path.join(tmpdir(), 'swipestack-backup-'));
  const sourceEnv = await target.env(sourceDir);
  const source = await started(sourceEnv);
  const db = await target.database(source, sourceDir);
  const { teamId, tagId } = await seed(db, sourceDir);

  // Each write is a swipe and its tag in one transaction, numbered in order.
  const writer = await target.database(source, sourceDir);
  let written = 0;
  let stop = false;
  const loop = (async () => {
    while (!stop) {
      const swipeId = randomUUID();
      await writer.query('BEGIN');
      await writer.query(
        `INSERT INTO swipe (id, team_id, kind, title, updated_at) VALUES ($1, $2, 'WEBSITE', $3, now())`,
        [swipeId, teamId, `loop ${written + 1}`],
      );
      await writer.query(`INSERT INTO swipe_tag (swipe_id, tag_id) VALUES ($1, $2)`, [
        swipeId,
        tagId,
      ]);
      await writer.query('COMMIT');
      written++;
    }
  })();
  await until(() => written >= 5, 60_000, 'writes before the backup');

  const archive = path.join(sourceDir, 'backup.tar.gz');
  const backup = await script('backup', [archive], sourceEnv);
  expect(backup.output).toContain('Backup written to');
  expect(backup.code).toBe(0);
  // It holds password and session hashes: the owner's alone, whatever the umask.
  expect(((await stat(archive)).mode & 0o777).toString(8)).toBe('600');
  expect((await manifestOf(archive)).appVersion).toBe(await expectedAppVersion());
  const writtenDuringBackup = written;
  await until(() => written >= writtenDuringBackup + 3, 60_000, 'writes after the backup');
  stop = true;
  await loop;

  const targetDir = await mkdtemp(path.join(tmpdir(), 'swipestack-restore-'));
  const targetEnv = await target.env(targetDir);
  const restore = await script('restore', [archive], targetEnv);
  expect(restore.output).toContain('Restored');
  expect(restore.code).toBe(0);
  const again = await script('restore', [archive], targetEnv);
  expect(again.code).toBe(1);
  expect(again.output).toMatch(
    /is not empty: restore into (an empty DATA_DIR|a new, empty database)/,
  );

  const restoredServer = await started(targetEnv);
  const restored = await allRows(await target.database(restoredServer, targetDir));
  const now = await allRows(db);

  // The snapshot holds the first k writes whole (each swipe with its tag) and none after them.
  const loopTitles = restored.swipe
    ?.map((row) => JSON.parse(row) as { id: string; title: string })
    .filter((swipe) => swipe.title.startsWith('loop '));
  const k = loopTitles?.length ?? 0;
  expect(k).toBeGreaterThanOrEqual(5);
  expect(k).toBeLessThan(written);
  expect(loopTitles?.map((s) => s.title).sort()).toEqual(
    Array.from({ length: k }, (_, i) => `loop ${i + 1}`).sort(),
  );
  const taggedInLoop = restored.swipe_tag?.filter((row) => row.includes(tagId)).length;
  expect(taggedInLoop).toBe(k);

  // Every other row is exactly as the running server has it now.
  const later = new Set(
    now.swipe
      ?.map((row) => JSON.parse(row) as { id: string; title: string })
      .filter((swipe) => /^loop \d+$/.test(swipe.title) && Number(swipe.title.slice(5)) > k)
      .map((swipe) => swipe.id),
  );
  // The loop's team and tag keep their swipe counts (the swipe_counters migration): now they
  // count the later writes too, the snapshot's did not.
  const countedBefore = (row: string) => {
    const value = JSON.parse(row) as { id: string; swipe_count: number };
    if (value.id !== teamId && value.id !== tagId) return row;
    return JSON.stringify({ ...value, swipe_count: value.swipe_count - later.size });
  };
  // The teams' data versions (docs/performance.md, "Response cache") are the snapshot's: each
  // write after it bumped the running server's once more.
  const versionOf = (rows: string[] | undefined) =>
    Number(rows?.map((row) => JSON.parse(row)).find((row) => row.team_id === teamId)?.version);
  expect(
    versionOf(now.team_data_version) - versionOf(restored.team_data_version),
  ).toBeGreaterThanOrEqual(written - k);
  const expected = Object.fromEntries(
    Object.entries(now).map(([table, rows]) => [
      table,
      table === 'team_data_version'
        ? restored.team_data_version
        : rows
            .filter((row) => ![...later].some((id) => row.includes(id)))
            .map((row) => (table === 'team' || table === 'tag' ? countedBefore(row) : row)),
    ]),
  );
  expect(restored).toEqual(expected);
  expect(Object.keys(restored)).toEqual(expect.arrayContaining(['user', 'team', 'swipe', 'tag']));

  const files = await fileChecksums(targetDir);
  expect(Object.keys(files)).toHaveLength(13);
  expect(files).toEqual(await fileChecksums(sourceDir));
}

async function manifestOf(archive: string) {
  const { stdout } = await promisify(execFile)('tar', ['-xzOf', archive, 'manifest.json']);
  return JSON.parse(stdout) as BackupManifest;
}

/** The root package.json's version, and the checkout's commit when git can tell it. */
async function expectedAppVersion() {
  const root = path.resolve(import.meta.dirname, '../../..');
  const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  const commit = await promisify(execFile)('git', ['rev-parse', 'HEAD'], { cwd: root }).then(
    ({ stdout }) => stdout.trim().slice(0, 12),
    () => '',
  );
  return commit ? `${version}+${commit}` : version;
}

it('backs up a running server on the embedded database and restores it into an empty DATA_DIR', async () => {
  await roundTrip({
    env: async (dataDir) => ({ DATA_DIR: dataDir }),
    async database(_server, dataDir) {
      const url = await runningEmbeddedUrl(dataDir);
      if (!url) throw new Error('the server published no embedded database address');
      return connect(url);
    },
  });
}, 300_000);

it.skipIf(!postgres)(
  'backs up a running server on PostgreSQL and restores it into an empty database',
  async () => {
    const urls = new Map<string, string>();
    await roundTrip({
      async env(dataDir) {
        const scratch = await scratchPostgres(postgres as string);
        cleanups.unshift(() => scratch.drop());
        urls.set(dataDir, scratch.url);
        return { DATA_DIR: dataDir, DATABASE_URL: scratch.url };
      },
      database: async (_server, dataDir) => connect(urls.get(dataDir) as string),
    });
  },
  300_000,
);
