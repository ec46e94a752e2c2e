/** Where an image is on the screen, in CSS pixels of the viewport, and the viewport's size. */
export interface ImageOnScreen {
  rect: { x: number; y: number; width: number; height: number };
  viewport: { width: number; height: number };
  scrollX: number;
  scrollY: number;
  /** Whether it had to be scrolled into view. */
  scrolled: boolean;
}

/**
 * Finds the image with address `src` in the page (the one right-clicked: the largest of those
 * showing it), brings it into view when it is not wholly on screen, and reports its rectangle
 * once the page has painted there. Runs in the tab through chrome.scripting: self-contained.
 */
export function locateImage(src: string): Promise<ImageOnScreen | null> {
  const scrollX = window.scrollX;
  const scrollY = window.scrollY;
  const images = [...document.images].filter(
    (image) => (image.currentSrc || image.src) === src || image.src === src,
  );
  const area = (image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    return box.width * box.height;
  };
  const image = images.sort((a, b) => area(b) - area(a))[0];
  if (!image || area(image) === 0) return Promise.resolve(null);
  const box = image.getBoundingClientRect();
  const inView =
    box.top >= 0 &&
    box.left >= 0 &&
    box.bottom <= window.innerHeight &&
    box.right <= window.innerWidth;
  if (!inView) image.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  return new Promise((resolve) => {
    let reported = false;
    const report = () => {
      if (reported) return;
      reported = true;
      const { x, y, width, height } = image.getBoundingClientRect();
      resolve({
        rect: { x, y, width, height },
        viewport: { width: window.innerWidth, height: window.innerHeight },
        scrollX,
        scrollY,
        scrolled: !inView,
      });
    };
    // Decoded and two frames later the scroll is painted. The timer covers a page that stopped
    // painting; it is long because a busy machine delays frames well past 250 ms.
    setTimeout(report, 3000);
    image
      .decode()
      .catch(() => undefined)
      .then(() => requestAnimationFrame(() => requestAnimationFrame(report)));
  });
}

/** Scrolls back to where the person was before `locateImage` brought the image into view. */
export function scrollBack(x: number, y: number): void {
  window.scrollTo({ left: x, top: y, behavior: 'instant' });
}
