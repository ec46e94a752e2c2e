// Functions the service worker runs in a tab (chrome.scripting.executeScript `func`) to take
// a full-page screenshot. Each is serialised on its own, so each must be self-contained.

export interface PageMeasures {
  pageHeight: number;
  viewportWidth: number;
  viewportHeight: number;
  scrollX: number;
  scrollY: number;
}

/** The page's height and viewport; smooth scrolling is switched off until `restorePage`. */
export function measurePage(): PageMeasures {
  const root = document.documentElement;
  root.dataset.swipestackScrollBehavior = root.style.scrollBehavior;
  root.style.scrollBehavior = 'auto';
  return {
    pageHeight: Math.max(root.scrollHeight, document.body?.scrollHeight ?? 0),
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
    scrollX: window.scrollX,
    scrollY: window.scrollY,
  };
}

/** Scrolls, waits until the page has painted there, and tells where it really is. */
export function scrollPageTo(y: number): Promise<number> {
  window.scrollTo(0, y);
  return new Promise((resolve) => {
    const done = () => resolve(window.scrollY);
    // The timer covers a page that stopped painting; frames on a busy machine come late.
    const timer = setTimeout(done, 3000);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(timer);
        done();
      }),
    );
  });
}

/** Hides fixed and sticky elements (headers, chat bubbles) so they appear once, not on every screen. */
export function hideFixedElements(): number {
  let hidden = 0;
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    const { position } = getComputedStyle(element);
    if (position !== 'fixed' && position !== 'sticky') continue;
    element.dataset.swipestackVisibility = element.style.getPropertyValue('visibility');
    element.style.setProperty('visibility', 'hidden', 'important');
    hidden++;
  }
  return hidden;
}

/** Undoes `measurePage` and `hideFixedElements` and scrolls back to where the person was. */
export function restorePage(x: number, y: number): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-swipestack-visibility]')) {
    const previous = element.dataset.swipestackVisibility ?? '';
    if (previous) element.style.setProperty('visibility', previous);
    else element.style.removeProperty('visibility');
    delete element.dataset.swipestackVisibility;
  }
  const root = document.documentElement;
  window.scrollTo(x, y);
  root.style.scrollBehavior = root.dataset.swipestackScrollBehavior ?? '';
  delete root.dataset.swipestackScrollBehavior;
}
