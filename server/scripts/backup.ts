import path from 'node:path';
import { createBackup } from '../src/backup/backup.js';
import { cliConfig, invokedFrom } from './cli-config.js';

// npm run backup [-- <file>]: a snapshot of the database and the stored files (docs/deploy.md).
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(invokedFrom, process.argv[2] ?? `swipestack-backup-${stamp}.tar.gz`);
try {
  const manifest = await createBackup(cliConfig(), file);
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  console.log(`Backup written to ${file}: ${rows} rows, ${manifest.files.length} files.`);
  if (manifest.missingFiles.length) {
    console.warn(
      `Warning: ${manifest.missingFiles.length} files named by rows were deleted while the backup ran: ${manifest.missingFiles.join(', ')}`,
    );
  }
  process.exit(0);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
