// Who may show a page of ours in a frame (docs/web.md, public site): the embeddable paths are
// one list the web app shares (`@swipestack/common/embed`); every other page refuses framing.
import { isEmbeddablePath } from '@swipestack/common/embed';

/** Headers of an HTML page at `pathname`. */
export function frameHeaders(pathname: string): Record<string, string> {
  return isEmbeddablePath(pathname)
    ? { 'Content-Security-Policy': 'frame-ancestors *' }
    : { 'Content-Security-Policy': "frame-ancestors 'none'", 'X-Frame-Options': 'DENY' };
}
