// Embedding (docs/web.md, public site). Which paths may be framed is shared with the server's
// frame headers: `@swipestack/common/embed`.

/** True when the page is shown inside a frame (a cross-origin parent counts too). */
export function isFramed(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/** Where the embedded layout's 'Built with Swipestack' link goes. */
export function builtWithHref(signedIn: boolean, currentUrl: string): string {
  return signedIn ? currentUrl : '/register?ref=embed';
}
