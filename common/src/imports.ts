// Imports (docs/import.md): the formats, the size limit, and which format a file is from its
// first bytes. The server decides by these; the web app shows the format before uploading.

export const IMPORT_FORMATS = [
  'BOOKMARKS_HTML',
  'LINKWARDEN_JSON',
  'KARAKEEP_JSON',
  'CSV',
  'SWIPESTACK_ZIP',
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** How each format is named to people. */
export const IMPORT_FORMAT_NAMES: Record<ImportFormat | 'JSON', string> = {
  BOOKMARKS_HTML: 'Bookmarks file (HTML)',
  LINKWARDEN_JSON: 'Linkwarden backup (JSON)',
  KARAKEEP_JSON: 'Karakeep export (JSON)',
  CSV: 'CSV file',
  SWIPESTACK_ZIP: 'Swipestack export (ZIP)',
  JSON: 'Linkwarden or Karakeep export (JSON)',
};

/** The largest file an import takes: 200 MB. */
export const MAX_IMPORT_BYTES = 200 * 1024 * 1024;
export const IMPORT_TOO_LARGE = 'Import files can be at most 200 MB.';

/** What the file input offers to pick. */
export const IMPORT_ACCEPT =
  '.html,.htm,.json,.csv,.zip,text/html,application/json,text/csv,application/zip';

// Which importer reads a file, from its first bytes (never its name): a ZIP starts with "PK";
// bookmarks HTML declares its doctype or holds <DT><A; JSON is told apart by its keys (read
// by the caller once parsed); anything else with a `url` column header is CSV.

/** The format of a file from its start; JSON files are `JSON` until their keys are read. */
export function sniffFormat(head: Uint8Array): ImportFormat | 'JSON' | null {
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) {
    return 'SWIPESTACK_ZIP';
  }
  const text = new TextDecoder()
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^<!DOCTYPE\s+NETSCAPE-Bookmark-file-1/i.test(text) || /<DT>\s*<A\s/i.test(text)) {
    return 'BOOKMARKS_HTML';
  }
  if (text.startsWith('{') || text.startsWith('[')) return 'JSON';
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  if (/(^|,)\s*"?url"?\s*(,|$)/i.test(firstLine)) return 'CSV';
  return null;
}

/** Which JSON export this is, by its top-level keys; null for neither. */
export function jsonFormat(value: unknown): ImportFormat | null {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    if (Array.isArray((value as { bookmarks?: unknown }).bookmarks)) return 'KARAKEEP_JSON';
    if (Array.isArray((value as { collections?: unknown }).collections)) return 'LINKWARDEN_JSON';
  }
  return null;
}

export const UNKNOWN_FORMAT =
  'This file is not one Swipestack can import: use a bookmarks HTML file, a Linkwarden or Karakeep JSON export, a CSV file with a url column, or a Swipestack export ZIP.';
