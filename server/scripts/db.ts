// Offline migration tool (the native Prisma schema engine cannot be downloaded here):
//   npm run db -- new <name>   write prisma/migrations/<timestamp>_<name>/migration.sql
//   npm run db -- apply        apply pending migrations to the configured database
//   npm run db -- check        fail if prisma/schema.prisma has changes without a migration
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { diffSchemaAgainstMigrations } from '../src/db/migrations.js';
import { paths } from '../src/paths.js';

async function pendingSql() {
  // The shadow database is an in-memory PGlite: diffing against a real server's
  // introspection fails ("Column type 'char' could not be deserialized").
  return diffSchemaAgainstMigrations(new PrismaPGlite(new PGlite()));
}

const [command, name] = process.argv.slice(2);
switch (command) {
  case 'new': {
    if (!name || !/^[a-z0-9_]+$/.test(name)) {
      throw new Error('Usage: npm run db -- new <name> (lower-case letters, digits and _)');
    }
    const sql = await pendingSql();
    if (!sql) {
      console.log('prisma/schema.prisma matches the migrations: nothing to write.');
      break;
    }
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const dir = path.join(paths.migrations, `${stamp}_${name}`);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'migration.sql'), sql);
    console.log(`Wrote ${path.relative(paths.root, dir)}/migration.sql`);
    process.exit(0);
    break;
  }
  case 'check': {
    const sql = await pendingSql();
    if (sql) {
      console.error(
        'prisma/schema.prisma has changes no migration covers. Run: npm run db -- new <name>\n',
      );
      console.error(sql);
      process.exit(1);
    }
    console.log('Migrations match prisma/schema.prisma.');
    process.exit(0);
    break;
  }
  case 'apply': {
    const db = await openDatabase(loadConfig());
    console.log(
      db.appliedMigrations.length
        ? `Applied ${db.appliedMigrations.join(', ')}`
        : 'Nothing to apply.',
    );
    await db.close();
    // The schema engine leaves a timer behind; nothing else is running.
    process.exit(0);
    break;
  }
  default:
    console.error('Usage: npm run db -- new <name> | apply | check');
    process.exit(2);
}
