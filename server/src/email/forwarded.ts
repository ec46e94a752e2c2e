// What a forwarded email says about the original: mail clients put the original's sender and
// subject in a header block at the top of the forwarded text, and prefix the subject.

export interface Mailbox {
  name: string;
  address: string | null;
}

export interface ForwardedHeaders {
  from: Mailbox | null;
  subject: string | null;
}

// Fwd, Fw (English), TR (French), WG (German), RV (Spanish), ENC (Portuguese), Doorst (Dutch).
const FORWARD_PREFIX = /^\s*(?:(?:fwd?|tr|wg|rv|enc|doorst)\s*(?:\[\d+\])?\s*:\s*)+/i;
const BRACKETED_FORWARD = /^\s*\[(?:fwd?)\s*:\s*(.*)\]\s*$/i;

/** "Fwd: FW: Spring sale" → {subject: "Spring sale", forwarded: true}. */
export function unwrapForwardedSubject(subject: string): { subject: string; forwarded: boolean } {
  const bracketed = BRACKETED_FORWARD.exec(subject);
  if (bracketed)
    return { subject: unwrapForwardedSubject(bracketed[1] ?? '').subject, forwarded: true };
  const prefix = FORWARD_PREFIX.exec(subject);
  if (!prefix) return { subject: subject.trim(), forwarded: false };
  return { subject: subject.slice(prefix[0].length).trim(), forwarded: true };
}

// Letters beyond ASCII are written as escapes here: scripts/build-server.mjs keeps the compiled
// server ASCII (see there).
const MARKERS = [
  // Gmail, Thunderbird, Outlook ("Original Message") and their translations.
  /^-{2,}\s*(?:forwarded message|original message|weitergeleitete nachricht|message transf\u00e9r\u00e9|mensaje reenviado|mensagem encaminhada|doorgestuurd bericht)\s*-{2,}$/i,
  // Apple Mail.
  /^begin forwarded message:$/i,
  // Outlook's rule above the header block.
  /^_{10,}$/,
];

const HEADER_LINE =
  /^\**(from|von|de|van|sent|date|datum|fecha|envoy\u00e9|verzonden|subject|betreff|objet|asunto|assunto|onderwerp|to|an|\u00e0|para|aan|cc|reply-to)\**\s*:\**\s*(.*)$/i;
const FROM_KEYS = new Set(['from', 'von', 'de', 'van']);
const SUBJECT_KEYS = new Set(['subject', 'betreff', 'objet', 'asunto', 'assunto', 'onderwerp']);

/** Text as the reader sees it: without quote markers ("> ") and surrounding space. */
function unquote(line: string) {
  return line.replace(/^(?:\s*>)+\s?/, '').trim();
}

/** "Acme News <news@acme.com>", "news@acme.com", "Acme [mailto:news@acme.com]", "Acme". */
export function parseMailbox(value: string): Mailbox | null {
  const text = value.replace(/\*/g, '').trim();
  if (!text) return null;
  const angle = /^"?([^"<]*?)"?\s*<\s*(?:mailto:)?([^<>\s]+@[^<>\s]+)\s*>$/i.exec(text);
  if (angle) return { name: (angle[1] ?? '').trim(), address: (angle[2] ?? '').toLowerCase() };
  const mailto = /^"?(.*?)"?\s*\[mailto:([^\]\s]+@[^\]\s]+)\]$/i.exec(text);
  if (mailto) return { name: (mailto[1] ?? '').trim(), address: (mailto[2] ?? '').toLowerCase() };
  if (/^[^\s<>@]+@[^\s<>@]+$/.test(text)) return { name: '', address: text.toLowerCase() };
  return { name: text.slice(0, 200), address: null };
}

function readHeaderBlock(lines: string[], start: number): ForwardedHeaders | null {
  let from: Mailbox | null = null;
  let subject: string | null = null;
  let seen = 0;
  for (let i = start; i < lines.length && i < start + 30; i++) {
    const line = unquote(lines[i] ?? '');
    if (!line) {
      if (seen) break;
      continue;
    }
    const header = HEADER_LINE.exec(line);
    if (!header) break;
    seen += 1;
    const key = (header[1] ?? '').toLowerCase();
    const value = (header[2] ?? '').trim();
    if (FROM_KEYS.has(key) && !from) from = parseMailbox(value);
    else if (SUBJECT_KEYS.has(key) && subject === null) subject = value;
  }
  return from || subject !== null ? { from, subject } : null;
}

/** Forwarded text beyond this is not looked at. */
const SCAN_LIMIT = 200_000;

/**
 * The original's sender and subject from the header block a mail client writes into a
 * forwarded message (Gmail, Apple Mail, Outlook, Thunderbird). When the text was forwarded more
 * than once, the last block is the original's. Without a marker line, a header block at the
 * very top counts only when `forwarded` (the subject said so).
 */
export function findForwardedHeaders(text: string, forwarded: boolean): ForwardedHeaders | null {
  const lines = text.slice(0, SCAN_LIMIT).split(/\r?\n/);
  let found: ForwardedHeaders | null = null;
  lines.forEach((raw, index) => {
    const line = unquote(raw);
    if (MARKERS.some((marker) => marker.test(line))) {
      found = readHeaderBlock(lines, index + 1) ?? found;
    }
  });
  if (!found && forwarded) {
    const first = lines.findIndex((line) => unquote(line) !== '');
    if (first >= 0 && HEADER_LINE.test(unquote(lines[first] ?? ''))) {
      found = readHeaderBlock(lines, first);
    }
  }
  return found;
}
