import {
  type CSSToken,
  isTokenAtKeyword,
  isTokenBadURL,
  isTokenCloseCurly,
  isTokenCloseParen,
  isTokenEOF,
  isTokenFunction,
  isTokenOpenCurly,
  isTokenOpenParen,
  isTokenSemicolon,
  isTokenString,
  isTokenURL,
  tokenize,
} from '@csstools/css-tokenizer';

/**
 * The URLs an email's CSS would load, rewritten (a `style` attribute or a `<style>` block):
 * - every `url(…)`/`src(…)` (quoted or not, however escaped: the CSS tokenizer decodes it as a
 *   browser does) and every string in `image-set()` is an image: `resolve` gives the path that
 *   replaces it, or null, and then it becomes `none` (an image-set string becomes `"data:,"`);
 * - `data:` URLs stay as they are (they load nothing);
 * - `@import` rules are removed, and the URLs of `@font-face` rules become `none` without being
 *   resolved: remote stylesheets and web fonts are not kept.
 */
export function rewriteCssUrls(css: string, resolve: (url: string) => string | null): string {
  const tokens = tokenize({ css }, { onParseError: () => {} });
  return rewrite(tokens, 0, tokens.length, { resolve, stringsAreUrls: false, fontFace: false });
}

type Context = {
  resolve: (url: string) => string | null;
  /** Inside image-set(): its strings are URLs. */
  stringsAreUrls: boolean;
  /** Inside a @font-face rule. */
  fontFace: boolean;
};

/** A CSS string of `value`: quotes, backslashes, `<` and control characters escaped. */
function cssString(value: string) {
  let out = '"';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    const special = code < 0x20 || code === 0x7f || '\\"<>'.includes(char);
    out += special ? `\\${code.toString(16)} ` : char;
  }
  return `${out}"`;
}

const IMAGE_SET = new Set(['image-set', '-webkit-image-set', 'image']);

/** Index of the token closing the block opened at `open` (or `end` when unclosed). */
function closing(tokens: CSSToken[], open: number, end: number) {
  let depth = 0;
  for (let i = open; i < end; i++) {
    const token = tokens[i];
    if (isTokenFunction(token) || isTokenOpenParen(token)) depth++;
    else if (isTokenCloseParen(token) && --depth === 0) return i;
  }
  return end;
}

function urlFor(url: string, raw: string, fontFace: boolean, context: Context) {
  const value = url.trim();
  if (/^data:/i.test(value)) return raw;
  if (fontFace) return 'none';
  const path = context.resolve(value);
  return path ? `url(${cssString(path)})` : 'none';
}

function rewrite(tokens: CSSToken[], start: number, end: number, context: Context): string {
  let out = '';
  let depth = 0;
  let fontFaceDepth = -1;
  let fontFacePending = false;
  for (let i = start; i < end; i++) {
    const token = tokens[i] as CSSToken;
    if (isTokenEOF(token)) break;
    if (isTokenAtKeyword(token)) {
      const name = token[4].value.toLowerCase();
      if (name === 'import') {
        // To the semicolon that ends it (or the end of the style).
        while (i < end && !isTokenSemicolon(tokens[i])) i++;
        continue;
      }
      if (name === 'font-face') fontFacePending = true;
    } else if (isTokenOpenCurly(token)) {
      depth++;
      if (fontFacePending) {
        fontFaceDepth = depth;
        fontFacePending = false;
      }
    } else if (isTokenCloseCurly(token)) {
      if (depth === fontFaceDepth) fontFaceDepth = -1;
      depth = Math.max(0, depth - 1);
    } else if (isTokenSemicolon(token)) {
      fontFacePending = false;
    }
    const fontFace = context.fontFace || fontFaceDepth !== -1;
    if (isTokenURL(token)) {
      out += urlFor(token[4].value, token[1], fontFace, context);
      continue;
    }
    if (isTokenBadURL(token)) {
      out += 'none';
      continue;
    }
    if (isTokenString(token) && context.stringsAreUrls) {
      const value = token[4].value.trim();
      if (/^data:/i.test(value)) out += token[1];
      else {
        const path = fontFace ? null : context.resolve(value);
        out += path ? cssString(path) : '"data:,"';
      }
      continue;
    }
    if (isTokenFunction(token)) {
      const name = token[4].value.toLowerCase();
      const close = closing(tokens, i, end);
      if (name === 'url' || name === 'src') {
        // url("…"): a function token, then the string.
        const inner = tokens.slice(i + 1, close);
        const string = inner.find(isTokenString);
        const raw = tokens
          .slice(i, close + 1)
          .map((t) => t[1])
          .join('');
        out += string ? urlFor(string[4].value, raw, fontFace, context) : 'none';
        i = close;
        continue;
      }
      if (IMAGE_SET.has(name)) {
        out += token[1];
        out += rewrite(tokens, i + 1, close, { ...context, stringsAreUrls: true, fontFace });
        if (close < end) out += tokens[close]?.[1] ?? '';
        i = close;
        continue;
      }
    }
    out += token[1];
  }
  return out;
}
