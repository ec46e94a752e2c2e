/**
 * Content files of `web/content/` (docs/content.md): their front matter, heading slugs, the
 * outline of rendered HTML and index order. Shared by the build and the browser; the HTML
 * itself is rendered at build time by `./renderMarkdown` (which the browser never imports).
 */

export interface FrontMatter {
  title: string;
  description: string;
  /** YYYY-MM-DD, for blog posts (and the sitemap's lastmod). */
  date?: string;
  /** Sort key of docs (ascending); posts sort by date, newest first. */
  order?: number;
  /** Shown under a post's title. */
  author?: string;
}

export interface ContentEntry {
  slug: string;
  meta: FrontMatter;
}

export interface ParsedDocument {
  meta: FrontMatter;
  body: string;
}

/** Splits `---`-fenced `key: value` front matter off a document; title and description are required. */
export function parseFrontMatter(source: string, name = 'document'): ParsedDocument {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) throw new Error(`${name}: front matter (--- title/description ---) is missing`);
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`${name}: front matter line "${line}" is not "key: value"`);
    const key = line.slice(0, colon).trim();
    let value = line.slice(colon + 1).trim();
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    fields[key] = value;
  }
  const { title, description, date, order, author } = fields;
  if (!title) throw new Error(`${name}: front matter needs a title`);
  if (!description) throw new Error(`${name}: front matter needs a description`);
  if (date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    throw new Error(`${name}: date must be YYYY-MM-DD`);
  }
  const meta: FrontMatter = { title, description };
  if (date) meta.date = date;
  if (order !== undefined) {
    const n = Number(order);
    if (!Number.isFinite(n)) throw new Error(`${name}: order must be a number`);
    meta.order = n;
  }
  if (author) meta.author = author;
  return { meta, body: text.slice(match[0].length) };
}

/** "Saving swipes: the basics" → "saving-swipes-the-basics" */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z#0-9]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Headings of level 2 in rendered HTML, for an article's "On this page" list. */
export function outline(html: string): Array<{ id: string; text: string }> {
  const result: Array<{ id: string; text: string }> = [];
  for (const match of html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)) {
    result.push({ id: match[1] ?? '', text: (match[2] ?? '').replace(/<[^>]*>/g, '') });
  }
  return result;
}

/** Docs by `order` then title; posts newest first. */
export function sortEntries(entries: ContentEntry[], kind: 'docs' | 'blog'): ContentEntry[] {
  return [...entries].sort((a, b) =>
    kind === 'blog'
      ? (b.meta.date ?? '').localeCompare(a.meta.date ?? '') || a.slug.localeCompare(b.slug)
      : (a.meta.order ?? 999) - (b.meta.order ?? 999) || a.meta.title.localeCompare(b.meta.title),
  );
}

/** "2025-03-25" → "25 March 2025" (UTC, so it never shifts a day). */
export function formatDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
