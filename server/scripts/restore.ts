import path from 'node:path';
import { RestoreRefused, restoreBackup } from '../src/backup/restore.js';
import { cliConfig, invokedFrom } from './cli-config.js';

// npm run restore <file>: a backup brought back into an empty DATA_DIR or database (docs/deploy.md).
const argument = process.argv[2];
if (!argument) {
  console.error('Usage: npm run restore <backup file>');
  process.exit(2);
}
const file = path.resolve(invokedFrom, argument);
try {
  const manifest = await restoreBackup(cliConfig(), file);
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Restored ${file} (made ${manifest.createdAt}): ${rows} rows, ${manifest.files.length} files. Start the server on it now.`,
  );
  process.exit(0);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof RestoreRefused ? message : `Restore failed: ${message}`);
  process.exit(1);
}
