import type { ReactNode } from 'react';

// Comments' Markdown-light (docs/collaboration.md), drawn as React elements and never as HTML:
// paragraphs (a blank line between them) and line breaks, **bold**, links to http(s) addresses
// (bare, or as [text](address)), and lists: lines starting with "- " or "* " make a bulleted
// list, "1. " a numbered one. Everything else is the text as written, so `<script>` or
// `[x](javascript:…)` shows as those characters.

type Block =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'numbers'; items: string[]; start: number };

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})\.\s+(.*)$/;

/** Splits the text into paragraphs and lists, line by line. */
export function commentBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (!line.trim()) {
      current = null;
    } else if (bullet) {
      if (current?.kind !== 'bullets') {
        current = { kind: 'bullets', items: [] };
        blocks.push(current);
      }
      current.items.push(bullet[1] ?? '');
    } else if (numbered) {
      if (current?.kind !== 'numbers') {
        current = { kind: 'numbers', items: [], start: Number(numbered[1]) };
        blocks.push(current);
      }
      current.items.push(numbered[2] ?? '');
    } else {
      if (current?.kind !== 'paragraph') {
        current = { kind: 'paragraph', lines: [] };
        blocks.push(current);
      }
      current.lines.push(line);
    }
  }
  return blocks;
}

/** The address when it is an absolute http:// or https:// URL; null for anything else. */
export function safeHref(raw: string): string | null {
  if (!/^https?:\/\//i.test(raw)) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? raw : null;
  } catch {
    return null;
  }
}

// **bold** | [text](address) | a bare http(s) address.
const INLINE = /\*\*(?=\S)([^\n]*?\S)\*\*|\[([^\]\n]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s<>"]+)/gi;

/** What ends a sentence rather than an address ("see https://example.com."). */
function trimAddress(raw: string): string {
  let address = raw.replace(/[.,;:!?'"*]+$/, '');
  // A closing parenthesis belongs to the address only when it opened one.
  while (address.endsWith(')')) {
    const opened = address.split('(').length - 1;
    const closed = address.split(')').length - 1;
    if (closed <= opened) break;
    address = address.slice(0, -1).replace(/[.,;:!?'"*]+$/, '');
  }
  return address;
}

function Link({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="font-medium break-all text-indigo-700 underline hover:text-indigo-900"
    >
      {children}
    </a>
  );
}

/** One line's text with its bold parts and links; `links: false` inside a link's own text. */
function inline(text: string, key: string, { bold = true, links = true } = {}): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let n = 0;
  const literal = (value: string) => {
    if (value) nodes.push(value);
  };
  for (const match of text.matchAll(INLINE)) {
    const [whole, boldText, linkText, linkHref, bare] = match;
    const at = match.index;
    const id = `${key}.${n++}`;
    if (boldText !== undefined) {
      if (!bold) continue;
      literal(text.slice(last, at));
      nodes.push(<strong key={id}>{inline(boldText, id, { bold: false, links })}</strong>);
      last = at + whole.length;
    } else if (linkText !== undefined && linkHref !== undefined) {
      const href = links ? safeHref(linkHref) : null;
      // Anything but an http(s) address stays as it was written.
      if (!href) continue;
      literal(text.slice(last, at));
      nodes.push(
        <Link key={id} href={href}>
          {inline(linkText, id, { bold, links: false })}
        </Link>,
      );
      last = at + whole.length;
    } else if (bare !== undefined && links) {
      const address = trimAddress(bare);
      const href = safeHref(address);
      if (!href) continue;
      literal(text.slice(last, at));
      nodes.push(
        <Link key={id} href={href}>
          {address}
        </Link>,
      );
      last = at + address.length;
    }
  }
  literal(text.slice(last));
  return nodes;
}

function paragraphLines(lines: readonly string[], key: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let n = 0;
  for (const line of lines) {
    if (n > 0) nodes.push(<br key={`${key}-br${n}`} />);
    nodes.push(...inline(line, `${key}-l${n}`));
    n++;
  }
  return nodes;
}

/** A comment's text as the thread shows it (paragraphs, line breaks, bold, links, lists). */
export function CommentText({ text, className = '' }: { text: string; className?: string }) {
  const blocks = commentBlocks(text);
  const rendered: ReactNode[] = [];
  let b = 0;
  for (const block of blocks) {
    const key = `b${b++}`;
    if (block.kind === 'paragraph') {
      rendered.push(<p key={key}>{paragraphLines(block.lines, key)}</p>);
      continue;
    }
    const items: ReactNode[] = [];
    let i = 0;
    for (const item of block.items) {
      const itemKey = `${key}-i${i++}`;
      items.push(<li key={itemKey}>{inline(item, itemKey)}</li>);
    }
    rendered.push(
      block.kind === 'bullets' ? (
        <ul key={key} className="list-disc space-y-0.5 pl-5">
          {items}
        </ul>
      ) : (
        <ol
          key={key}
          start={block.start === 1 ? undefined : block.start}
          className="list-decimal space-y-0.5 pl-5"
        >
          {items}
        </ol>
      ),
    );
  }
  return <div className={`space-y-2 break-words ${className}`}>{rendered}</div>;
}
