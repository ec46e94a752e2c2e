import {
  dateOf,
  ImportFormatError,
  type ImportItem,
  linkItem,
  type ParsedImport,
} from './types.js';

// CSV (RFC 4180: fields separated by commas, quoted with "…" when they hold a comma, a quote
// or a line break, a quote inside doubled). The first row names the columns, in any order:
// `url` is required; `title`, `tags`, `notes`, `collection` and `createdAt` are optional.
// Tags are separated by `;` or `,` inside their field (quoted when it holds commas), so a tag
// cannot itself hold either. One collection per row.

const COLUMNS = ['url', 'title', 'tags', 'notes', 'collection', 'createdat'] as const;

/** The rows of a CSV text, with the line each starts on. */
export function csvRows(text: string): { line: number; fields: string[] }[] {
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
  };
  for (; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"') {
      if (field !== '') {
        throw new ImportFormatError(`Line ${line}: a quote in the middle of an unquoted field.`);
      }
      quoted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else field += char;
  }
  if (quoted) throw new ImportFormatError(`Line ${rowLine}: a quoted field is never closed.`);
  if (field !== '' || fields.length) endRow();
  return rows;
}

export function parseCsv(text: string): ParsedImport {
  const rows = csvRows(text);
  const header = rows.shift();
  if (!header) throw new ImportFormatError('The CSV file is empty.');
  const names = header.fields.map((name) => name.trim().toLowerCase().replace(/[\s_]/g, ''));
  const index = Object.fromEntries(COLUMNS.map((column) => [column, names.indexOf(column)]));
  if (index.url === -1) {
    throw new ImportFormatError(
      'The first line of the CSV file must name its columns: url,title,tags,notes,collection.',
    );
  }
  const items: ImportItem[] = rows.map(({ line, fields }) => {
    if (fields.length !== names.length) {
      throw new ImportFormatError(
        `Line ${line} has ${fields.length} fields, but the first line names ${names.length} columns.`,
      );
    }
    const get = (column: (typeof COLUMNS)[number]) => {
      const at = index[column] ?? -1;
      return at === -1 ? '' : (fields[at] ?? '').trim();
    };
    return linkItem({
      url: get('url') || null,
      title: get('title') || null,
      notes: get('notes') || null,
      tags: get('tags')
        .split(/[;,]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
      collections: get('collection') ? [get('collection')] : [],
      createdAt: dateOf(get('createdat')),
    });
  });
  return { format: 'CSV', items, collections: [] };
}
