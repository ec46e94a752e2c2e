import { createRequire } from 'node:module';
import type { DOMPurify } from 'dompurify';
import { rewriteCssUrls } from './css-urls.js';
import { isTrackingPixel } from './tracking-pixels.js';

/**
 * An email's HTML made safe to keep and show: DOMPurify (HTML profile only: no SVG or MathML)
 * on a jsdom window removes scripts, event handlers, `javascript:` and other unsafe URLs,
 * frames, objects, forms, `<base>`, `<link>` and `<meta>` (no refresh, no redirects); the
 * layout an email needs stays: tables, inline styles and `<style>` blocks, images.
 *
 * Every image the email would load — `src`, `srcset`, `background` and `poster` attributes,
 * `url()` and `image-set()` in styles, `cid:` links to its own parts — is given to
 * `resolveImage`, which answers the path of our stored copy or null: then the attribute (or
 * srcset candidate, or CSS value) is dropped. `data:` images stay as they are. `@import` rules
 * and `@font-face` URLs are removed (css-urls.ts), and tracking pixels (tracking-pixels.ts) are
 * removed whole, so the stored HTML refers to nothing outside our server but its links.
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
/** Attributes that load an image. */
const IMAGE_ATTRIBUTES = new Set(['src', 'background', 'poster']);

let purifier: DOMPurify | undefined;

function instance(): DOMPurify {
  if (!purifier) {
    // jsdom is loaded on the first email, not at start: it takes seconds to load and holds
    // ~20 MB of an idle server's memory (docs/performance.md, "Memory").
    const require = createRequire(import.meta.url);
    const { JSDOM, VirtualConsole } = require('jsdom') as typeof import('jsdom');
    const createDOMPurify = require('dompurify') as typeof import('dompurify').default;
    // jsdom reports CSS it cannot parse to its console; emails are full of it.
    const { window } = new JSDOM('', { virtualConsole: new VirtualConsole() });
    purifier = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  }
  return purifier;
}

export interface SanitizeOptions {
  /**
   * The path that replaces an image URL of the email (`cid:…`, `http(s)://…`, relative: any but
   * `data:`), or null to drop it.
   */
  resolveImage: (url: string) => string | null;
  /** Remove Gmail's forwarded-message header block (`.gmail_attr`): it is not the email. */
  dropForwardHeader?: boolean;
}

export function sanitizeEmailHtml(html: string, options: SanitizeOptions): string {
  const purify = instance();
  purify.removeAllHooks();
  const resolve = (url: string) => {
    const value = url.trim();
    return /^data:/i.test(value) ? value : options.resolveImage(value);
  };
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName;
    const value = data.attrValue;
    let rewritten: string | null = value;
    if (name === 'style') rewritten = rewriteCssUrls(value, resolve);
    else if (name === 'srcset') rewritten = rewriteSrcset(value, resolve);
    else if (IMAGE_ATTRIBUTES.has(name)) rewritten = value.trim() ? resolve(value) : null;
    // A link to one of the email's own parts is a link to its stored copy.
    else if (name === 'href' && /^\s*cid:/i.test(value)) rewritten = resolve(value);
    if (rewritten === null) data.keepAttr = false;
    else data.attrValue = rewritten;
  });
  purify.addHook('uponSanitizeElement', (node) => {
    const element = node as Element;
    if (element.nodeName === 'IMG' && isTrackingPixel(element)) element.remove();
    else if (element.nodeName === 'STYLE' && element.textContent) {
      element.textContent = rewriteCssUrls(element.textContent, resolve);
    }
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

/** A srcset with each candidate's URL resolved; candidates that resolve to nothing are dropped. */
function rewriteSrcset(value: string, resolve: (url: string) => string | null): string | null {
  const candidates: string[] = [];
  let i = 0;
  while (i < value.length) {
    while (i < value.length && /[\s,]/.test(value.charAt(i))) i++;
    if (i >= value.length) break;
    const start = i;
    while (i < value.length && !/\s/.test(value.charAt(i))) i++;
    let url = value.slice(start, i);
    let descriptor = '';
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      const from = i;
      let depth = 0;
      while (i < value.length && !(value.charAt(i) === ',' && depth === 0)) {
        if (value.charAt(i) === '(') depth++;
        if (value.charAt(i) === ')') depth = Math.max(0, depth - 1);
        i++;
      }
      descriptor = value.slice(from, i).trim();
    }
    const path = resolve(url);
    if (path) candidates.push(descriptor ? `${path} ${descriptor}` : path);
  }
  return candidates.length ? candidates.join(', ') : null;
}
