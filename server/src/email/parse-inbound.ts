import type { Attachment, ParsedMail } from 'mailparser';
import { findForwardedHeaders, type Mailbox, unwrapForwardedSubject } from './forwarded.js';
import { checkMimeStructure, MAX_MIME_HEAD_BYTES, MAX_MIME_PARTS } from './mime-structure.js';

/** Gmail clips mail at 102 KB; large newsletters are a few hundred KB. */
export const MAX_EMAIL_HTML_BYTES = 2 * 1024 * 1024;
/** Images kept from one message (inline and attached). */
export const MAX_EMAIL_IMAGES = 30;
/** Text kept for search. */
export const MAX_EMAIL_TEXT = 100_000;

export interface InboundImage {
  data: Buffer;
  filename: string | null;
  /** Content-ID the HTML refers to it by (`cid:` links), if any. */
  cid: string | null;
  /** Shown in the HTML (by `cid:`) rather than attached. */
  inline: boolean;
}

/** What an inbound message is about, once unwrapped if it was forwarded. */
export interface InboundMessage {
  /** The original's subject, "Fwd:" and the like removed; may be empty. */
  subject: string;
  /** Who sent the original (the forwarded one, when forwarded). */
  sender: Mailbox | null;
  forwarded: boolean;
  /** Unsanitised HTML with `cid:` links as they are, or null for a text-only message. */
  html: string | null;
  /** The plain text (or text made from the HTML), at most MAX_EMAIL_TEXT characters. */
  text: string;
  images: InboundImage[];
}

export type ParseResult = { ok: true; message: InboundMessage } | { ok: false; message: string };

const parserOptions = {
  keepCidLinks: true,
  // A forwarded message stays an attachment, so it can be read as the email itself.
  ignoreEmbedded: true,
  checksumAlgo: false,
  maxHeadSize: MAX_MIME_HEAD_BYTES,
  maxChildNodes: MAX_MIME_PARTS,
  maxHtmlLengthToParse: MAX_EMAIL_HTML_BYTES,
} as const;

function mailboxOf(parsed: ParsedMail): Mailbox | null {
  const first = parsed.from?.value[0];
  if (!first || (!first.name && !first.address)) return null;
  return { name: first.name.trim(), address: first.address?.toLowerCase() ?? null };
}

const isImage = (attachment: Attachment) =>
  attachment.contentType.toLowerCase().startsWith('image/');

/** A text-only email as a page, so it can be shown and screenshotted like the others. */
function textDocument(textAsHtml: string) {
  return `<!DOCTYPE html><html><body style="margin:24px;font:15px/1.5 -apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1e293b">${textAsHtml}</body></html>`;
}

/** Parses a message whose MIME structure was checked first. */
async function parseChecked(raw: Buffer): Promise<ParsedMail | string> {
  const structure = await checkMimeStructure(raw);
  if (!structure.ok) return structure.message;
  try {
    // Loaded with the first email: an idle server does not hold the parser (docs/performance.md).
    const { simpleParser } = await import('mailparser');
    return await simpleParser(raw, parserOptions);
  } catch {
    return 'The message could not be read as email (malformed MIME).';
  }
}

/**
 * Reads a raw message (already within the size limit): refuses one whose MIME structure is
 * too big or too deep, that has no header block or nothing to save, or whose HTML is too
 * large. A message forwarded as an attachment (`message/rfc822`) is replaced by the message it
 * carries; one forwarded inline gets the original's sender and subject from the header block
 * the mail client wrote (see forwarded.ts).
 */
export async function parseInboundMessage(raw: Buffer): Promise<ParseResult> {
  const outer = await parseChecked(raw);
  if (typeof outer === 'string') return { ok: false, message: outer };
  if (outer.headerLines.length === 0) {
    return { ok: false, message: 'The message has no headers: it is not an email.' };
  }

  let parsed = outer;
  let forwarded = false;
  const attachedMessage = outer.attachments.find(
    (attachment) => attachment.contentType.toLowerCase() === 'message/rfc822',
  );
  if (attachedMessage) {
    const inner = await parseChecked(attachedMessage.content);
    if (typeof inner === 'string')
      return {
        ok: false,
        message: `The forwarded ${inner.charAt(0).toLowerCase()}${inner.slice(1)}`,
      };
    parsed = inner;
    forwarded = true;
  }

  const html =
    typeof parsed.html === 'string' && parsed.html.trim()
      ? parsed.html
      : parsed.textAsHtml?.trim()
        ? textDocument(parsed.textAsHtml)
        : null;
  if (html && Buffer.byteLength(html) > MAX_EMAIL_HTML_BYTES) {
    return {
      ok: false,
      message: `The email's HTML is larger than ${MAX_EMAIL_HTML_BYTES / 1024 / 1024} MB.`,
    };
  }
  const text = (parsed.text ?? '').trim();
  const images = parsed.attachments
    .filter(isImage)
    .slice(0, MAX_EMAIL_IMAGES)
    .map(
      (attachment): InboundImage => ({
        data: attachment.content,
        filename: attachment.filename ?? null,
        cid: attachment.cid ?? null,
        inline: Boolean(
          attachment.cid && (attachment.related || attachment.contentDisposition === 'inline'),
        ),
      }),
    );
  if (!html && !text && images.length === 0) {
    return { ok: false, message: 'The message has nothing to save: no text, HTML or images.' };
  }

  const subject = unwrapForwardedSubject(parsed.subject ?? '');
  let sender = mailboxOf(parsed);
  let title = subject.subject;
  if (!attachedMessage) {
    const headers = findForwardedHeaders(text, subject.forwarded);
    if (headers || subject.forwarded) {
      forwarded = true;
      // Without the original's header block the sender is unknown: the forwarder is not it.
      sender = headers?.from ?? null;
      if (headers?.subject) title = unwrapForwardedSubject(headers.subject).subject;
    }
  }
  return {
    ok: true,
    message: {
      subject: title,
      sender,
      forwarded,
      html,
      text: text.slice(0, MAX_EMAIL_TEXT),
      images,
    },
  };
}
