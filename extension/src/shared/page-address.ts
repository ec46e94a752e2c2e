/** A page's address as the extension saves it (no fragment), or null for non-web pages. */
export function pageAddress(url: string | undefined | null): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.toString();
  } catch {
    return null;
  }
}
