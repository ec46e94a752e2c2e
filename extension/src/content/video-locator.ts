// Scripts run in a tab through chrome.scripting to save one of its videos: each is
// self-contained (Chrome serializes the function alone) and gets no token.

/** The video chosen in a page: its source, where it is on screen (CSS pixels) and its timing. */
export interface VideoOnPage {
  /** `currentSrc`: what it plays (`blob:` for MediaSource and in-memory files). */
  src: string;
  rect: { x: number; y: number; width: number; height: number };
  viewport: { width: number; height: number };
  scrollX: number;
  scrollY: number;
  /** Whether it had to be scrolled into view. */
  scrolled: boolean;
  /** Seconds; null when unknown or endless (a live stream). */
  duration: number | null;
}

/** Whether the page shows a video, so the popup offers "Save video". */
export function pageHasVideo(): boolean {
  return [...document.querySelectorAll('video')].some((video) => {
    const box = video.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && Boolean(video.currentSrc || video.src);
  });
}

/**
 * The video to save: the one playing `src` (a right-clicked video), else the largest one on
 * screen; marked with a data attribute for the scripts that follow, brought into view when it
 * is not wholly on screen, and reported once the page has painted there.
 */
export function locateVideo(src: string | null): Promise<VideoOnPage | null> {
  const scrollX = window.scrollX;
  const scrollY = window.scrollY;
  const videos = [...document.querySelectorAll('video')].filter((video) =>
    Boolean(video.currentSrc || video.src),
  );
  const visibleArea = (video: HTMLVideoElement) => {
    const box = video.getBoundingClientRect();
    const width = Math.min(box.right, window.innerWidth) - Math.max(box.left, 0);
    const height = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
    return Math.max(0, width) * Math.max(0, height);
  };
  const area = (video: HTMLVideoElement) => {
    const box = video.getBoundingClientRect();
    return box.width * box.height;
  };
  const playing = src ? videos.filter((v) => v.currentSrc === src || v.src === src) : [];
  const video = playing.length
    ? playing.sort((a, b) => area(b) - area(a))[0]
    : videos.sort((a, b) => visibleArea(b) - visibleArea(a) || area(b) - area(a))[0];
  if (!video || area(video) === 0) return Promise.resolve(null);
  for (const other of document.querySelectorAll('video[data-swipestack-video]')) {
    other.removeAttribute('data-swipestack-video');
  }
  video.setAttribute('data-swipestack-video', '');
  const box = video.getBoundingClientRect();
  const inView =
    box.top >= 0 &&
    box.left >= 0 &&
    box.bottom <= window.innerHeight &&
    box.right <= window.innerWidth;
  if (!inView) video.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  return new Promise((resolve) => {
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const { x, y, width, height } = video.getBoundingClientRect();
        resolve({
          src: video.currentSrc || video.src,
          rect: { x, y, width, height },
          viewport: { width: window.innerWidth, height: window.innerHeight },
          scrollX,
          scrollY,
          scrolled: !inView,
          duration: Number.isFinite(video.duration) ? video.duration : null,
        });
      }),
    );
  });
}

export type Recording =
  | { ok: true; dataUrl: string; seconds: number }
  | { ok: false; reason: string };

/**
 * Records the video chosen by `locateVideo` as the page plays it (`captureStream` and
 * MediaRecorder, WebM): from where it is to its end (from the start when it is at its end), at
 * most `maxSeconds` and `maxBytes`. The browser refuses `captureStream` on a video from another
 * origin that did not allow it (CORS): then `ok: false`, and the caller falls back to a frame.
 */
export function recordVideo(maxSeconds: number, maxBytes: number): Promise<Recording> {
  const video = document.querySelector<HTMLVideoElement>('video[data-swipestack-video]');
  if (!video) return Promise.resolve({ ok: false, reason: 'The video is gone from the page.' });
  const capturable = video as HTMLVideoElement & { captureStream?: () => MediaStream };
  let stream: MediaStream;
  try {
    if (!capturable.captureStream) throw new Error('This browser cannot record a video element.');
    stream = capturable.captureStream();
  } catch (error) {
    return Promise.resolve({
      ok: false,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  const type = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm'].find(
    (candidate) => MediaRecorder.isTypeSupported(candidate),
  );
  if (!type) return Promise.resolve({ ok: false, reason: 'This browser cannot record WebM.' });
  const wasPaused = video.paused;
  const wasMuted = video.muted;
  if (video.ended || (Number.isFinite(video.duration) && video.duration - video.currentTime < 1)) {
    video.currentTime = 0;
  }
  return new Promise((resolve) => {
    const recorder = new MediaRecorder(stream, { mimeType: type });
    const chunks: Blob[] = [];
    let bytes = 0;
    const startedAt = performance.now();
    const stop = () => {
      if (recorder.state !== 'inactive') recorder.stop();
    };
    const timer = setTimeout(stop, maxSeconds * 1000);
    video.addEventListener('ended', stop, { once: true });
    recorder.ondataavailable = (event) => {
      chunks.push(event.data);
      bytes += event.data.size;
      if (bytes > maxBytes) stop();
    };
    recorder.onstop = () => {
      clearTimeout(timer);
      video.removeEventListener('ended', stop);
      if (wasPaused) video.pause();
      video.muted = wasMuted;
      const blob = new Blob(chunks, { type: 'video/webm' });
      if (!blob.size) {
        resolve({ ok: false, reason: 'The recording is empty.' });
        return;
      }
      const reader = new FileReader();
      reader.onload = () =>
        resolve({
          ok: true,
          dataUrl: String(reader.result),
          seconds: (performance.now() - startedAt) / 1000,
        });
      reader.onerror = () => resolve({ ok: false, reason: 'The recording could not be read.' });
      reader.readAsDataURL(blob);
    };
    recorder.start(1000);
    // A page may refuse to play sound without a click in it; muted, it plays (the recording
    // then has the picture only).
    video.play().catch(() => {
      video.muted = true;
      video.play().catch(stop);
    });
  });
}

/** Scrolls back to where the person was before `locateVideo` brought the video into view. */
export function scrollBackFromVideo(x: number, y: number): void {
  document.querySelector('video[data-swipestack-video]')?.removeAttribute('data-swipestack-video');
  window.scrollTo({ left: x, top: y, behavior: 'instant' });
}
