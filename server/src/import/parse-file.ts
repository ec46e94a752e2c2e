import { open, readFile } from 'node:fs/promises';
import { jsonFormat, sniffFormat, UNKNOWN_FORMAT } from '@swipestack/common/imports';
import { parseCsv } from './csv.js';
import { parseKarakeep } from './karakeep.js';
import { parseLinkwarden } from './linkwarden.js';
import { parseNetscapeBookmarks } from './netscape-html.js';
import { parseSwipestackZip } from './swipestack-export.js';
import { ImportFormatError, type ParsedImport } from './types.js';
import { ZipReader } from './zip-reader.js';

/** Reads an uploaded file whole, by the format its content shows; ImportFormatError if none. */
export async function parseImportFile(
  path: string,
): Promise<{ parsed: ParsedImport; zip: ZipReader | null }> {
  const handle = await open(path, 'r');
  const head = Buffer.alloc(4096);
  const { bytesRead } = await handle.read(head, 0, head.length, 0);
  await handle.close();
  const sniffed = sniffFormat(head.subarray(0, bytesRead));
  if (sniffed === 'SWIPESTACK_ZIP') {
    const zip = await ZipReader.open(path);
    try {
      return { parsed: await parseSwipestackZip(zip), zip };
    } catch (error) {
      await zip.close();
      throw error;
    }
  }
  if (!sniffed) throw new ImportFormatError(UNKNOWN_FORMAT);
  const text = await readFile(path, 'utf8');
  if (sniffed === 'BOOKMARKS_HTML') return { parsed: parseNetscapeBookmarks(text), zip: null };
  if (sniffed === 'CSV') return { parsed: parseCsv(text), zip: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ImportFormatError(`This JSON file cannot be read: ${(error as Error).message}.`);
  }
  const format = jsonFormat(value);
  if (!format) {
    throw new ImportFormatError(
      'This JSON file is neither a Linkwarden backup (with "collections") nor a Karakeep export (with "bookmarks").',
    );
  }
  return {
    parsed: format === 'KARAKEEP_JSON' ? parseKarakeep(value) : parseLinkwarden(value),
    zip: null,
  };
}
