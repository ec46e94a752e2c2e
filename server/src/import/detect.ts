import { type ImportFormat, ImportFormatError } from './types.js';

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

/** Which JSON export this is, by its top-level keys. */
export function jsonFormat(value: unknown): ImportFormat {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    if (Array.isArray((value as { bookmarks?: unknown }).bookmarks)) return 'KARAKEEP_JSON';
    if (Array.isArray((value as { collections?: unknown }).collections)) return 'LINKWARDEN_JSON';
  }
  throw new ImportFormatError(
    'This JSON file is neither a Linkwarden backup (with "collections") nor a Karakeep export (with "bookmarks").',
  );
}

export const UNKNOWN_FORMAT =
  'This file is not one Swipestack can import: use a bookmarks HTML file, a Linkwarden or Karakeep JSON export, a CSV file with a url column, or a Swipestack export ZIP.';
