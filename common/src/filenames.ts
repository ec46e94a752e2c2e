/**
 * An uploaded file's name as a swipe's title, for an upload saved without one (an image's,
 * by the server; a video's, by the web app, which sends it as the title):
 * "Summer-sale_banner.final.png" → "Summer sale banner final". `fallback` when nothing is left.
 */
export function titleFromFilename(filename: string | undefined, fallback: string): string {
  const base = (filename ?? '')
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(/[_\-.]+/g, ' ')
    .trim();
  return base.slice(0, 300) || fallback;
}
