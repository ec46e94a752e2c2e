/** What `manifest.json`, the last entry of a backup archive, says (docs/deploy.md). */
export interface BackupManifest {
  format: 'swipestack-backup';
  formatVersion: 1;
  createdAt: string;
  appVersion: string;
  /** Where the snapshot came from: the embedded PGlite or a PostgreSQL server. */
  database: 'embedded' | 'postgresql';
  /** The migrations the snapshot's schema has (restore applies exactly these before the rows). */
  migrations: string[];
  /** Per table of the `public` schema: the columns stored (generated ones are not), rows, checksum. */
  tables: Record<string, { columns: string[]; rows: number; sha256: string }>;
  sequences: Record<string, number>;
  files: { path: string; size: number; sha256: string }[];
  /** Keys the snapshot's rows name that storage no longer had when the files were copied. */
  missingFiles: string[];
}

export const MANIFEST = 'manifest.json';
export const FORMAT_VERSION = 1;

/** Entry names: rows of a table in chunks, then files by namespace. */
export const tableChunkEntry = (table: string, index: number) =>
  `db/${table}/${String(index).padStart(6, '0')}.ndjson`;
export const fileEntry = (namespace: string, key: string) => `files/${namespace}/${key}`;
