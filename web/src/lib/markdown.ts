/**
 * The small Markdown dialect of `web/content/` (docs/content.md), turned into HTML at build
 * time by the content plugin in `web/vite.config.ts`, so no parser ships to the browser.
 *
 * Blocks: front matter, `##`–`######` headings (with ids), paragraphs, `-`/`*` and `1.` lists,
 * `>` quotes, fenced code, `---` rules and `|` tables. Inline: `code`, **bold**, *italic* or
 * _italic_, [links](/path). Everything else is text: HTML in the source is escaped.
 */
import { escapeHtml } from './html';

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

function safeHref(href: string): string | null {
  if (/^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(href)) return href;
  return null;
}

/** Inline Markdown of one (already unescaped) line of text to HTML. */
export function renderInline(source: string): string {
  // Code spans first: their content is literal.
  const codes: string[] = [];
  let text = source.replace(/`([^`]+)`/g, (_, code: string) => {
    codes.push(`<code>${escapeHtml(code)}</code>`);
    return `\uE000${codes.length - 1}\uE000`;
  });
  const links: string[] = [];
  text = text.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, href: string) => {
    const safe = safeHref(href);
    if (!safe) return whole;
    const external = /^https?:\/\//i.test(safe);
    const attrs = external ? ' target="_blank" rel="noopener noreferrer"' : '';
    const suffix = external ? '<span class="sr-only"> (opens in a new tab)</span>' : '';
    links.push(`<a href="${escapeHtml(safe)}"${attrs}>${emphasis(escapeHtml(label))}${suffix}</a>`);
    return `\uE001${links.length - 1}\uE001`;
  });
  text = emphasis(escapeHtml(text));
  return text
    .replace(/\uE001(\d+)\uE001/g, (_, i: string) => links[Number(i)] ?? '')
    .replace(/\uE000(\d+)\uE000/g, (_, i: string) => codes[Number(i)] ?? '');
}

function emphasis(html: string): string {
  return html
    .replace(/\*\*(?=\S)(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^\w*])\*(?=\S)([^*]+?)\*(?!\w)/g, '$1<em>$2</em>')
    .replace(/(^|[^\w])_(?=\S)([^_]+?)_(?!\w)/g, '$1<em>$2</em>');
}

const LIST_ITEM = /^(\s*)([-*]|\d+\.)\s+(.*)$/;

function tableRow(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

/** Markdown body (no front matter) to HTML. Heading ids are unique within the document. */
export function renderMarkdown(body: string): string {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  const ids = new Map<string, number>();
  let i = 0;

  const uniqueId = (text: string) => {
    const base = slugify(text) || 'section';
    const seen = ids.get(base) ?? 0;
    ids.set(base, seen + 1);
    return seen ? `${base}-${seen + 1}` : base;
  };

  const isBlockStart = (line: string) =>
    /^(#{1,6}\s|```|>|\s*([-*]|\d+\.)\s+|---+\s*$|\|)/.test(line);

  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (!line.trim()) {
      i++;
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const level = heading[1]?.length ?? 2;
      const text = heading[2] ?? '';
      out.push(`<h${level} id="${uniqueId(text)}">${renderInline(text)}</h${level}>`);
      i++;
      continue;
    }
    if (line.startsWith('```')) {
      const lang = line.slice(3).trim();
      const code: string[] = [];
      i++;
      while (i < lines.length && !(lines[i] ?? '').startsWith('```')) code.push(lines[i++] ?? '');
      i++; // closing fence
      const cls = lang ? ` class="language-${escapeHtml(lang)}"` : '';
      out.push(`<pre><code${cls}>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    if (/^---+\s*$/.test(line)) {
      out.push('<hr>');
      i++;
      continue;
    }
    if (line.startsWith('>')) {
      const quote: string[] = [];
      while (i < lines.length && (lines[i] ?? '').startsWith('>')) {
        quote.push((lines[i++] ?? '').replace(/^>\s?/, ''));
      }
      out.push(`<blockquote>${renderMarkdown(quote.join('\n'))}</blockquote>`);
      continue;
    }
    if (line.startsWith('|') && /^\|?\s*:?-{3,}/.test(lines[i + 1] ?? '')) {
      const head = tableRow(line);
      i += 2;
      const rows: string[][] = [];
      while (i < lines.length && (lines[i] ?? '').startsWith('|'))
        rows.push(tableRow(lines[i++] ?? ''));
      out.push(
        `<div class="table-scroll"><table><thead><tr>${head
          .map((cell) => `<th scope="col">${renderInline(cell)}</th>`)
          .join('')}</tr></thead><tbody>${rows
          .map((row) => `<tr>${row.map((cell) => `<td>${renderInline(cell)}</td>`).join('')}</tr>`)
          .join('')}</tbody></table></div>`,
      );
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = /\d/.test(item[2] ?? '');
      const items: string[] = [];
      while (i < lines.length) {
        const current = LIST_ITEM.exec(lines[i] ?? '');
        if (current) {
          items.push(current[3] ?? '');
          i++;
        } else if ((lines[i] ?? '').trim() && /^\s{2,}/.test(lines[i] ?? '')) {
          // A continuation line of the previous item.
          items[items.length - 1] += ` ${(lines[i] ?? '').trim()}`;
          i++;
        } else break;
      }
      const tag = ordered ? 'ol' : 'ul';
      out.push(
        `<${tag}>${items.map((text) => `<li>${renderInline(text)}</li>`).join('')}</${tag}>`,
      );
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      (lines[i] ?? '').trim() &&
      (paragraph.length === 0 || !isBlockStart(lines[i] ?? ''))
    ) {
      paragraph.push((lines[i++] ?? '').trim());
    }
    out.push(`<p>${renderInline(paragraph.join(' '))}</p>`);
  }
  return out.join('\n');
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
