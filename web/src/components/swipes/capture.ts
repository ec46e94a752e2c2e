/** How often a swipe whose capture is still running is asked for again. */
export const CAPTURE_POLL_MS = 3000;

/** Whether the page capture (or an email's rendering) of a swipe is still running. */
export function isCapturing(status: string | null | undefined): boolean {
  return status === 'PENDING' || status === 'CAPTURING' || status === 'WAITING_TO_RETRY';
}

/**
 * What the detail view says while the capture runs, or waits for its retry (its worker
 * stopped: nothing is capturing it now).
 */
export function capturingText(kind: string, status?: string | null): string {
  if (status === 'WAITING_TO_RETRY') return 'The capture stopped: waiting to retry…';
  return kind === 'EMAIL' ? 'Rendering the email…' : 'Capturing the page…';
}
