/**
 * The Markdown of `web/content/` (docs/content.md) to HTML, at build time only: the content
 * plugin in `web/vite.config.ts` calls it, so `marked` never ships to the browser (the browser
 * side of content, `./markdown`, must not import this file).
 *
 * `marked` parses (GFM); the renderer below decides the HTML: headings get unique ids (for the
 * "On this page" outline), external links open in a new tab, tables scroll, and anything
 * unsafe stays text: HTML in the source is escaped, images and links other than `/…`, `#…`,
 * `http(s)://…` and `mailto:` are shown as their source.
 */
import { Marked, type RendererObject, type Tokens } from 'marked';
import { escapeHtml } from './html';
import { slugify } from './markdown';

function safeHref(href: string): string | null {
  if (/^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(href)) return href;
  return null;
}

/** A parser whose renderer gives every heading an id unique within one document. */
function createParser(): Marked {
  const ids = new Map<string, number>();
  const uniqueId = (text: string) => {
    const base = slugify(text) || 'section';
    const seen = ids.get(base) ?? 0;
    ids.set(base, seen + 1);
    return seen ? `${base}-${seen + 1}` : base;
  };

  const renderer: RendererObject = {
    heading({ tokens, depth, text }) {
      return `<h${depth} id="${uniqueId(text)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
    paragraph({ tokens }) {
      return `<p>${this.parser.parseInline(tokens)}</p>\n`;
    },
    code({ text, lang }) {
      const language = (lang ?? '').trim().split(/\s+/)[0];
      const cls = language ? ` class="language-${escapeHtml(language)}"` : '';
      return `<pre><code${cls}>${escapeHtml(text)}</code></pre>\n`;
    },
    blockquote({ tokens }) {
      return `<blockquote>${this.parser.parse(tokens).trim()}</blockquote>\n`;
    },
    hr() {
      return '<hr>\n';
    },
    list({ ordered, items }) {
      const tag = ordered ? 'ol' : 'ul';
      const body = items.map((item) => `<li>${this.parser.parse(item.tokens).trim()}</li>`);
      return `<${tag}>${body.join('')}</${tag}>\n`;
    },
    table({ header, rows }) {
      const cell = (tag: string, c: Tokens.TableCell) =>
        `<${tag}>${this.parser.parseInline(c.tokens)}</${tag.split(' ')[0]}>`;
      const head = header.map((c) => cell('th scope="col"', c)).join('');
      const body = rows.map((row) => `<tr>${row.map((c) => cell('td', c)).join('')}</tr>`);
      return `<div class="table-scroll"><table><thead><tr>${head}</tr></thead><tbody>${body.join('')}</tbody></table></div>\n`;
    },
    // Raw HTML in the source is text (a block of it, a paragraph).
    html({ text, block }) {
      return block ? `<p>${escapeHtml(text.trim())}</p>\n` : escapeHtml(text);
    },
    image({ raw }) {
      return escapeHtml(raw);
    },
    link({ href, tokens, raw }) {
      const safe = safeHref(href);
      if (!safe) return escapeHtml(raw);
      const external = /^https?:\/\//i.test(safe);
      const attrs = external ? ' target="_blank" rel="noopener noreferrer"' : '';
      const suffix = external ? '<span class="sr-only"> (opens in a new tab)</span>' : '';
      return `<a href="${escapeHtml(safe)}"${attrs}>${this.parser.parseInline(tokens)}${suffix}</a>`;
    },
    text(token) {
      if ('tokens' in token && token.tokens) return this.parser.parseInline(token.tokens);
      const html = 'escaped' in token && token.escaped ? token.text : escapeHtml(token.text);
      // A line break inside a paragraph or list item is a space.
      return html.replace(/[ \t]*\n[ \t]*/g, ' ');
    },
  };
  return new Marked({ gfm: true, async: false, renderer });
}

/** Inline Markdown of one line of text to HTML. */
export function renderInline(source: string): string {
  return createParser().parseInline(source, { async: false });
}

/** Markdown body (no front matter) to HTML. Heading ids are unique within the document. */
export function renderMarkdown(body: string): string {
  return createParser().parse(body, { async: false }).trimEnd();
}
