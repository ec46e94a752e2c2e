import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { MigrationList } from '@prisma/schema-engine-wasm';
import { paths } from '../paths.js';
import { wholeScripts } from './whole-scripts.js';

const noFilter = { externalTables: [], externalEnums: [] };

/** Reads prisma/migrations in Prisma's folder format. */
export async function loadMigrations(baseDir = paths.migrations): Promise<MigrationList> {
  const entries = await readdir(baseDir, { withFileTypes: true });
  const dirs = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const lockPath = path.join(baseDir, 'migration_lock.toml');
  return {
    baseDir,
    lockfile: {
      path: 'migration_lock.toml',
      content: await readFile(lockPath, 'utf8').catch(() => null),
    },
    shadowDbInitScript: '',
    migrationDirectories: await Promise.all(
      dirs.map(async (dir) => ({
        path: dir,
        migrationFile: {
          path: 'migration.sql',
          content: await readFile(path.join(baseDir, dir, 'migration.sql'), 'utf8').then(
            (sql) => ({ tag: 'ok' as const, value: sql }),
            (error: Error) => ({ tag: 'error' as const, value: error.message }),
          ),
        },
      })),
    ),
  };
}

async function openEngine(adapter: SqlMigrationAwareDriverAdapterFactory, schema?: string) {
  const datamodels: [string, string][] | undefined = schema
    ? [[paths.prismaSchema, schema]]
    : undefined;
  // Loaded when a migration is pending, not on every start.
  const { SchemaEngine } = await import('@prisma/schema-engine-wasm');
  return SchemaEngine.new(
    { datamodels },
    (log: string) => {
      if (process.env.DEBUG_SCHEMA_ENGINE) console.error(log);
    },
    bindMigrationAwareSqlAdapterFactory(adapter),
  );
}

/**
 * Applies every migration not yet recorded in _prisma_migrations (or, with `only`, those of
 * them named there: a restored backup's schema); returns their names.
 */
export async function applyMigrations(
  adapter: SqlMigrationAwareDriverAdapterFactory,
  only?: readonly string[],
) {
  const engine = await openEngine(wholeScripts(adapter));
  const migrations = await loadMigrations();
  if (only) {
    migrations.migrationDirectories = migrations.migrationDirectories.filter((m) =>
      only.includes(m.path),
    );
  }
  try {
    const { appliedMigrationNames } = await engine.applyMigrations({
      migrationsList: migrations,
      filters: noFilter,
    });
    return appliedMigrationNames;
  } finally {
    engine.free();
  }
}

/** SQL that takes a database from the committed migrations to prisma/schema.prisma ('' when none). */
export async function diffSchemaAgainstMigrations(shadow: SqlMigrationAwareDriverAdapterFactory) {
  const schema = await readFile(paths.prismaSchema, 'utf8');
  const engine = await openEngine(shadow, schema);
  try {
    const { stdout } = await engine.diff({
      from: { tag: 'migrations', ...(await loadMigrations()) },
      to: { tag: 'schemaDatamodel', files: [{ path: paths.prismaSchema, content: schema }] },
      script: true,
      exitCode: null,
      filters: noFilter,
    });
    const script = stdout ?? '';
    return script.includes('-- This is an empty migration.') ? '' : script;
  } finally {
    engine.free();
  }
}
