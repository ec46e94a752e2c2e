import { compile } from 'html-to-text';
import { MAX_EMAIL_TEXT } from './parse-inbound.js';

/**
 * Characters mail tools pad a preheader with so the inbox preview shows nothing after it
 * (zero-width joiners and spaces, the combining grapheme joiner, soft hyphens, figure and
 * no-break spaces, the byte-order mark): invisible, and noise in search.
 */
const PREHEADER_FILLER =
  /\u034f|[\u00ad\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u2060-\u2064\u3164\ufeff\uffa0]/g;

const convert = compile({
  wordwrap: false,
  selectors: [
    // The words of a link, never its (tracking) address.
    { selector: 'a', options: { ignoreHref: true } },
    // An image says what its alt text says; the picture itself is read by OCR (image-text.ts).
    { selector: 'img', format: 'imageAlt' },
    // A table lays an email out: its cells are blocks of text, not a grid to draw.
    { selector: 'table', format: 'block' },
    { selector: 'tr', format: 'block' },
    { selector: 'td', format: 'block' },
    { selector: 'th', format: 'block' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'h5', options: { uppercase: false } },
    { selector: 'h6', options: { uppercase: false } },
    { selector: 'ul', options: { itemPrefix: ' ' } },
    { selector: 'hr', format: 'skip' },
    { selector: 'style', format: 'skip' },
    { selector: 'head', format: 'skip' },
  ],
  formatters: {
    imageAlt(element, _walk, builder) {
      const alt = typeof element.attribs?.alt === 'string' ? element.attribs.alt.trim() : '';
      if (alt) builder.addInline(alt, { noWordTransform: true });
    },
  },
});

/**
 * The words of an email's (sanitised) HTML as plain text, for search: link text without its
 * address, images by their alt text, a preheader's words without its invisible padding, blank
 * lines collapsed; at most MAX_EMAIL_TEXT characters.
 */
export function emailHtmlText(html: string): string {
  return convert(html)
    .replace(PREHEADER_FILLER, '')
    .replace(/[ \t\u00a0\u2007\u202f]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_EMAIL_TEXT);
}
