import { createHash } from 'node:crypto';
import { open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { appVersion } from '../app-version.js';
import type { Config } from '../config.js';
import { runningEmbeddedUrl } from '../db/embedded-address.js';
import { startEmbedded } from '../db/embedded-database.js';
import { createStorage, NAMESPACES } from '../storage/storage.js';
import {
  type BackupManifest,
  FORMAT_VERSION,
  fileEntry,
  MANIFEST,
  tableChunkEntry,
} from './manifest.js';
import { TarWriter } from './tar.js';

const ROWS_PER_CHUNK = 2000;
const PRIVATE_FILE = 0o600;
const KEY_IN_TEXT = /[a-z2-7]{24}\.(?:jpg|png|webp|gif|avif|mp4|webm|mov|zip)/g;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The database to read: DATABASE_URL, the running server's embedded socket, or DATA_DIR/pgdata itself. */
async function connectSource(config: Config) {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, async stop() {} };
  const running = await runningEmbeddedUrl(config.DATA_DIR);
  if (running) return { url: running, async stop() {} };
  const pgdata = path.join(config.DATA_DIR, 'pgdata');
  if (!(await stat(pgdata).catch(() => null))) {
    throw new Error(`No database to back up: ${pgdata} does not exist and DATABASE_URL is unset.`);
  }
  return startEmbedded(config);
}

/**
 * Writes a backup archive of the database and the stored files to `file` (docs/deploy.md).
 * The rows come from one REPEATABLE READ transaction, so they are one consistent snapshot
 * while the server keeps writing; the files are copied after it, so every file a row names
 * is there unless it was deleted meanwhile (then it is listed in `missingFiles`).
 */
export async function createBackup(config: Config, file: string) {
  if (await stat(file).catch(() => null)) throw new Error(`${file} already exists.`);
  const source = await connectSource(config);
  const partial = `${file}.partial`;
  const output = await openPrivate(partial).catch(async (error: unknown) => {
    await source.stop();
    throw error;
  });
  const gzip = createGzip();
  gzip.pipe(output);
  const tar = new TarWriter(gzip);
  const client = new pg.Client({ connectionString: source.url });
  try {
    await client.connect();
    const manifest: BackupManifest = {
      format: 'swipestack-backup',
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      appVersion: await appVersion(),
      database: config.DATABASE_URL ? 'postgresql' : 'embedded',
      migrations: [],
      tables: {},
      sequences: {},
      files: [],
      missingFiles: [],
    };
    const referenced = new Set<string>();
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      await dumpRows(client, tar, manifest, referenced);
    } finally {
      await client.query('COMMIT');
    }
    await client.end();
    await copyFiles(config, tar, manifest, referenced);
    await tar.add(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await tar.finish();
    await finished(output);
    await rename(partial, file);
    return manifest;
  } catch (error) {
    output.destroy();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => {});
    await source.stop();
  }
}

/**
 * A new file only its owner may read or write (0600): a backup holds password and session
 * hashes. The mode is set again once open, because the umask could have taken bits away
 * from it at creation (and a later rename keeps it).
 */
async function openPrivate(file: string) {
  const handle = await open(file, 'wx', PRIVATE_FILE);
  try {
    await handle.chmod(PRIVATE_FILE);
  } catch (error) {
    await handle.close();
    await rm(file, { force: true });
    throw error;
  }
  return handle.createWriteStream();
}

async function dumpRows(
  client: pg.Client,
  tar: TarWriter,
  manifest: BackupManifest,
  referenced: Set<string>,
) {
  const migrations = await client.query<{ migration_name: string }>(
    `SELECT migration_name FROM _prisma_migrations
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  manifest.migrations = migrations.rows.map((row) => row.migration_name);
  const tables = await client.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  for (const { table_name: table } of tables.rows) {
    const columns = await client.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER'
       ORDER BY ordinal_position`,
      [table],
    );
    const names = columns.rows.map((row) => row.column_name);
    const hash = createHash('sha256');
    let rows = 0;
    let chunk = 0;
    await client.query(
      `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(r)::text AS row
       FROM (SELECT ${names.map(quote).join(', ')} FROM public.${quote(table)}) r`,
    );
    for (;;) {
      const page = await client.query<{ row: string }>(`FETCH ${ROWS_PER_CHUNK} FROM backup_rows`);
      if (!page.rows.length) break;
      const text = `${page.rows.map((r) => r.row).join('\n')}\n`;
      for (const key of text.match(KEY_IN_TEXT) ?? []) referenced.add(key);
      const data = Buffer.from(text);
      hash.update(data);
      rows += page.rows.length;
      await tar.add(tableChunkEntry(table, chunk++), data);
    }
    await client.query('CLOSE backup_rows');
    manifest.tables[table] = { columns: names, rows, sha256: hash.digest('hex') };
  }
  const sequences = await client.query<{ name: string; last_value: string | null }>(
    `SELECT sequencename AS name, last_value FROM pg_sequences WHERE schemaname = 'public'`,
  );
  for (const { name, last_value } of sequences.rows) {
    if (last_value !== null) manifest.sequences[name] = Number(last_value);
  }
}

async function copyFiles(
  config: Config,
  tar: TarWriter,
  manifest: BackupManifest,
  referenced: Set<string>,
) {
  const storage = await createStorage(config);
  const copied = new Set<string>();
  for (const namespace of NAMESPACES) {
    for await (const key of storage.keys(namespace)) {
      const blob = await storage.get(namespace, key);
      if (!blob) continue; // Deleted since it was listed (named in missingFiles if a row needs it).
      const entry = fileEntry(namespace, key);
      await tar.add(entry, blob.data);
      copied.add(key);
      manifest.files.push({
        path: entry,
        size: blob.data.length,
        sha256: createHash('sha256').update(blob.data).digest('hex'),
      });
    }
  }
  manifest.missingFiles = [...referenced].filter((key) => !copied.has(key)).sort();
}
