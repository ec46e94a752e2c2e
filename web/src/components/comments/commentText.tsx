import { MENTION_PATTERN } from '@swipestack/common/comments';
import type { ReactNode } from 'react';

// Comments' Markdown-light (docs/collaboration.md), drawn as React elements and never as HTML:
// paragraphs (a blank line between them) and line breaks, **bold**, links to http(s) addresses
// (bare, or as [text](address)), lists: lines starting with "- " or "* " make a bulleted
// list, "1. " a numbered one, and mentions: `@[Name](user:<id>)` shows as "@Name" (marked when
// the id is one of the comment's `mentions`, the team members it names). Everything else is
// the text as written, so `<script>` or `[x](javascript:…)` shows as those characters.

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

// @[Name](user:<id>) | **bold** | [text](address) | a bare http(s) address.
const INLINE = new RegExp(
  `${MENTION_PATTERN.source}|${/\*\*(?=\S)([^\n]*?\S)\*\*|\[([^\]\n]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s<>"]+)/.source}`,
  'gi',
);
// The mention's `user:` as the server reads it (INLINE ignores case for the addresses).
const MENTION_EXACT = new RegExp(`^${MENTION_PATTERN.source}$`);

/** A mention: "@Name", marked when it names a team member (the comment's `mentions`). */
function Mention({ name, member }: { name: string; member: boolean }) {
  return member ? (
    <span className="rounded bg-indigo-50 px-0.5 font-medium text-indigo-700">@{name}</span>
  ) : (
    `@${name}`
  );
}

/**
 * A comment's text on one line, without its marks: mentions as "@Name", links as their text,
 * bold as plain text (a pin's or a folded thread's summary).
 */
export function plainCommentText(text: string): string {
  return text
    .replace(new RegExp(MENTION_PATTERN.source, 'g'), '@$1')
    .replace(/\[([^\]\n]+)\]\((https?:\/\/[^)\s]+)\)/gi, '$1')
    .replace(/\*\*(?=\S)([^\n]*?\S)\*\*/g, '$1')
    .replace(/^\s*(?:[-*]|\d{1,9}\.)\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first words of a comment (at most about `max` characters), for a label. */
export function commentExcerpt(text: string, max = 60): string {
  const plain = plainCommentText(text);
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

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

interface InlineOptions {
  bold?: boolean;
  links?: boolean;
  /** The User ids of the team members the comment mentions. */
  mentions: ReadonlySet<string>;
}

/** One line's text with its bold parts, links and mentions; `links: false` inside a link's text. */
function inline(text: string, key: string, options: InlineOptions): ReactNode[] {
  const { bold = true, links = true, mentions } = options;
  const nodes: ReactNode[] = [];
  let last = 0;
  let n = 0;
  const literal = (value: string) => {
    if (value) nodes.push(value);
  };
  for (const match of text.matchAll(INLINE)) {
    const [whole, mentionName, mentionId, boldText, linkText, linkHref, bare] = match;
    const at = match.index;
    const id = `${key}.${n++}`;
    if (mentionName !== undefined && mentionId !== undefined) {
      if (!MENTION_EXACT.test(whole)) continue;
      literal(text.slice(last, at));
      nodes.push(<Mention key={id} name={mentionName} member={mentions.has(mentionId)} />);
      last = at + whole.length;
    } else if (boldText !== undefined) {
      if (!bold) continue;
      literal(text.slice(last, at));
      nodes.push(
        <strong key={id}>{inline(boldText, id, { bold: false, links, mentions })}</strong>,
      );
      last = at + whole.length;
    } else if (linkText !== undefined && linkHref !== undefined) {
      const href = links ? safeHref(linkHref) : null;
      // Anything but an http(s) address stays as it was written.
      if (!href) continue;
      literal(text.slice(last, at));
      nodes.push(
        <Link key={id} href={href}>
          {inline(linkText, id, { bold, links: false, mentions })}
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

function paragraphLines(
  lines: readonly string[],
  key: string,
  mentions: ReadonlySet<string>,
): ReactNode[] {
  const nodes: ReactNode[] = [];
  let n = 0;
  for (const line of lines) {
    if (n > 0) nodes.push(<br key={`${key}-br${n}`} />);
    nodes.push(...inline(line, `${key}-l${n}`, { mentions }));
    n++;
  }
  return nodes;
}

const NO_MENTIONS: ReadonlySet<string> = new Set();

/**
 * A comment's text as the thread shows it (paragraphs, line breaks, bold, links, lists,
 * mentions). `mentions`: the User ids its mentions name that are team members (marked).
 */
export function CommentText({
  text,
  mentions,
  className = '',
}: {
  text: string;
  mentions?: readonly string[];
  className?: string;
}) {
  const members = mentions?.length ? new Set(mentions) : NO_MENTIONS;
  const blocks = commentBlocks(text);
  const rendered: ReactNode[] = [];
  let b = 0;
  for (const block of blocks) {
    const key = `b${b++}`;
    if (block.kind === 'paragraph') {
      rendered.push(<p key={key}>{paragraphLines(block.lines, key, members)}</p>);
      continue;
    }
    const items: ReactNode[] = [];
    let i = 0;
    for (const item of block.items) {
      const itemKey = `${key}-i${i++}`;
      items.push(<li key={itemKey}>{inline(item, itemKey, { mentions: members })}</li>);
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
