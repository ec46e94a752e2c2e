/**
 * Fetches a file a page shows (an image, a video): without cookies first (CDNs answer that, even
 * to other origins), then with the site's cookies, for a file behind a sign-in on the page's own
 * site (activeTab lets the extension send those). The first good answer, else the last answer,
 * or null when neither way reached the server.
 */
export async function fetchFromPage(src: string): Promise<Response | null> {
  let response: Response | null = null;
  for (const credentials of ['omit', 'include'] as const) {
    try {
      response = await fetch(src, { credentials });
      if (response.ok) break;
    } catch {
      // try the next way, or give up
    }
  }
  return response;
}
