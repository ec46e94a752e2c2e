import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { Config } from '../config.js';
import { startEmbedded } from '../db/embedded-database.js';
import { applyMigrations, loadMigrations } from '../db/migrations.js';
import { createStorage, NAMESPACES, type Storage } from '../storage/storage.js';
import { type BackupManifest, FORMAT_VERSION, MANIFEST } from './manifest.js';
import { readTar } from './tar.js';

const ROW_ENTRY = /^db\/([^/]+)\/\d+\.ndjson$/;
const FILE_ENTRY = /^files\/([^/]+)\/([^/]+)$/;

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function entries(file: string) {
  return readTar(createReadStream(file).pipe(createGunzip()));
}

/** Reads the whole archive once: its manifest, and every entry checked against it. */
async function verifiedManifest(file: string): Promise<BackupManifest> {
  const tableHashes = new Map<string, ReturnType<typeof createHash>>();
  const fileHashes = new Map<string, string>();
  let manifest: BackupManifest | undefined;
  for await (const { name, data } of entries(file)) {
    const table = ROW_ENTRY.exec(name)?.[1];
    if (table) {
      if (!tableHashes.has(table)) tableHashes.set(table, createHash('sha256'));
      tableHashes.get(table)?.update(data);
    } else if (name === MANIFEST) {
      manifest = JSON.parse(data.toString('utf8')) as BackupManifest;
    } else {
      fileHashes.set(name, createHash('sha256').update(data).digest('hex'));
    }
  }
  if (manifest?.format !== 'swipestack-backup') {
    throw new RestoreRefused(`${file} is not a Swipestack backup (it has no manifest).`);
  }
  if (manifest.formatVersion !== FORMAT_VERSION) {
    throw new RestoreRefused(`Backup format ${manifest.formatVersion} is not supported here.`);
  }
  for (const [table, { rows, sha256 }] of Object.entries(manifest.tables)) {
    const actual = tableHashes.get(table)?.digest('hex') ?? createHash('sha256').digest('hex');
    if (actual !== sha256) throw new RestoreRefused(`The rows of ${table} are damaged.`);
    if (rows === 0 && tableHashes.has(table)) throw new RestoreRefused(`${table}: extra rows.`);
  }
  for (const { path: entry, sha256 } of manifest.files) {
    if (fileHashes.get(entry) !== sha256) throw new RestoreRefused(`${entry} is damaged.`);
  }
  return manifest;
}

async function assertMigrationsKnown(manifest: BackupManifest) {
  const local = new Set((await loadMigrations()).migrationDirectories.map((m) => m.path));
  const unknown = manifest.migrations.filter((name) => !local.has(name));
  if (unknown.length) {
    throw new RestoreRefused(
      `The backup was made by a newer version (migrations ${unknown.join(', ')} are unknown here): update Swipestack first.`,
    );
  }
}

/** The target database, refused unless it is empty. */
async function openTarget(config: Config) {
  if (!config.DATABASE_URL) {
    const pgdata = path.join(config.DATA_DIR, 'pgdata');
    const existing = await readdir(pgdata).catch(() => []);
    if (existing.length) {
      throw new RestoreRefused(
        `${pgdata} is not empty: restore into an empty DATA_DIR (move the current one aside first).`,
      );
    }
    return startEmbedded(config);
  }
  const client = new pg.Client({ connectionString: config.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: string }>(
      `SELECT count(*) AS tables FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    if (Number(rows[0]?.tables) > 0) {
      throw new RestoreRefused(
        'The database DATABASE_URL names is not empty: restore into a new, empty database.',
      );
    }
  } finally {
    await client.end();
  }
  return { url: config.DATABASE_URL, async stop() {} };
}

async function assertStorageEmpty(storage: Storage, config: Config) {
  for (const namespace of NAMESPACES) {
    for await (const _key of storage.keys(namespace)) {
      throw new RestoreRefused(
        config.STORAGE_DRIVER === 's3'
          ? `The bucket ${config.S3_BUCKET} already holds files under ${config.S3_PREFIX}${namespace}/: restore into an empty bucket or prefix.`
          : `${path.join(config.DATA_DIR, 'blobs')} is not empty: restore into an empty DATA_DIR.`,
      );
    }
  }
}

/**
 * Brings a backup archive back into an empty database and empty file storage (docs/deploy.md):
 * the archive's migrations, then its rows in one transaction with the foreign keys checked
 * once at the end, then its files. The server applies any newer migrations when it starts.
 */
export async function restoreBackup(config: Config, file: string) {
  const manifest = await verifiedManifest(file);
  await assertMigrationsKnown(manifest);
  const storage = await createStorage(config);
  await assertStorageEmpty(storage, config);
  const target = await openTarget(config);
  try {
    const migrationPool = new pg.Pool({ connectionString: target.url, max: 1 });
    await applyMigrations(new PrismaPg(migrationPool), manifest.migrations).finally(() =>
      migrationPool.end(),
    );
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      await client.query('BEGIN');
      await loadRows(client, file, manifest);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      await client.end();
    }
  } finally {
    await target.stop();
  }
  for await (const { name, data } of entries(file)) {
    const match = FILE_ENTRY.exec(name);
    if (match?.[1] && match[2]) await storage.restore(match[1], match[2], data);
  }
  return manifest;
}

async function loadRows(client: pg.Client, file: string, manifest: BackupManifest) {
  // The migrations wrote _prisma_migrations already: the archive's rows replace them.
  await client.query('DELETE FROM _prisma_migrations');
  // Rows reference each other in cycles (users ⇄ teams, invites), so the foreign keys are
  // dropped for the load and added back after it: adding them checks every row.
  const { rows: keys } = await client.query<{ table: string; name: string; definition: string }>(
    `SELECT conrelid::regclass::text AS table, conname AS name,
            pg_get_constraintdef(oid) AS definition
     FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
  );
  for (const key of keys) {
    await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${quote(key.name)}`);
  }
  // The archive's rows go in as they were: no trigger runs on them (the teams' data versions,
  // docs/performance.md "Response cache", are in the archive too).
  const { rows: triggered } = await client.query<{ table: string }>(
    `SELECT DISTINCT tgrelid::regclass::text AS table FROM pg_trigger
     WHERE NOT tgisinternal AND tgrelid IN
       (SELECT oid FROM pg_class WHERE relnamespace = 'public'::regnamespace)`,
  );
  for (const { table } of triggered) {
    await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  }
  for await (const { name, data } of entries(file)) {
    const table = ROW_ENTRY.exec(name)?.[1];
    const stored = table ? manifest.tables[table] : undefined;
    if (!table || !stored) continue;
    const columns = stored.columns.map(quote).join(', ');
    const rows = data.toString('utf8').trimEnd().split('\n');
    await client.query(
      `INSERT INTO public.${quote(table)} (${columns})
       SELECT ${columns} FROM json_populate_recordset(NULL::public.${quote(table)}, $1::json)`,
      [`[${rows.join(',')}]`],
    );
  }
  for (const key of keys) {
    await client.query(
      `ALTER TABLE ${key.table} ADD CONSTRAINT ${quote(key.name)} ${key.definition}`,
    );
  }
  for (const { table } of triggered) {
    await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  }
  for (const [sequence, value] of Object.entries(manifest.sequences)) {
    await client.query('SELECT setval($1, $2)', [`public.${quote(sequence)}`, value]);
  }
  for (const [table, { rows }] of Object.entries(manifest.tables)) {
    const { rows: counted } = await client.query<{ count: string }>(
      `SELECT count(*) FROM public.${quote(table)}`,
    );
    if (Number(counted[0]?.count) !== rows) {
      throw new Error(`${table}: ${counted[0]?.count} rows restored, the backup has ${rows}.`);
    }
  }
}
