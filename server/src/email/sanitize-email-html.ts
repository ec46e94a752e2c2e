import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM, VirtualConsole } from 'jsdom';

/**
 * An email's HTML made safe to keep and show: DOMPurify (HTML profile only: no SVG or MathML)
 * on a jsdom window removes scripts, event handlers, `javascript:` and other unsafe URLs,
 * frames, objects, forms, `<base>`, `<link>` and `<meta>` (no refresh, no redirects); the
 * layout an email needs stays: tables, inline styles and `<style>` blocks, images.
 *
 * Images the email carries itself (`cid:` links to its parts) are pointed at their stored
 * copies by `resolveCid`; a `cid:` link it cannot resolve is dropped.
 */

const FORBID_TAGS = [
  'base',
  'link',
  'meta',
  'title',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'template',
  'noscript',
  'dialog',
];
const FORBID_ATTR = ['action', 'formaction', 'ping', 'srcdoc', 'target', 'autofocus'];
const URL_ATTRIBUTES = new Set(['src', 'href', 'background', 'poster']);

let purifier: DOMPurify | undefined;

function instance(): DOMPurify {
  if (!purifier) {
    // jsdom reports CSS it cannot parse to its console; emails are full of it.
    const { window } = new JSDOM('', { virtualConsole: new VirtualConsole() });
    purifier = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  }
  return purifier;
}

export interface SanitizeOptions {
  /** The stored file's path for a `cid:` reference (without "cid:"), or null. */
  resolveCid: (cid: string) => string | null;
  /** Remove Gmail's forwarded-message header block (`.gmail_attr`): it is not the email. */
  dropForwardHeader?: boolean;
}

export function sanitizeEmailHtml(html: string, options: SanitizeOptions): string {
  const purify = instance();
  purify.removeAllHooks();
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (!URL_ATTRIBUTES.has(data.attrName)) return;
    const value = data.attrValue.trim();
    if (!/^cid:/i.test(value)) return;
    const path = options.resolveCid(decodeURIComponent(value.slice(4)));
    if (path) data.attrValue = path;
    else data.keepAttr = false;
  });
  if (options.dropForwardHeader) {
    purify.addHook('uponSanitizeElement', (node) => {
      const element = node as Element;
      if (element.classList?.contains('gmail_attr')) element.remove();
    });
  }
  try {
    const clean = purify.sanitize(html, {
      WHOLE_DOCUMENT: true,
      USE_PROFILES: { html: true },
      ADD_TAGS: ['style'],
      FORBID_TAGS,
      FORBID_ATTR,
      ALLOW_DATA_ATTR: false,
    });
    // Keep the document's rendering mode: tables in old emails lay out differently without it.
    return /^\s*<!doctype/i.test(html) ? `<!DOCTYPE html>\n${clean}` : clean;
  } finally {
    purify.removeAllHooks();
  }
}
