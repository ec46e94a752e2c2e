/** How often a swipe whose capture is still running is asked for again. */
export const CAPTURE_POLL_MS = 3000;

/** Whether the page capture (or an email's rendering) of a swipe is still running. */
export function isCapturing(status: string | null | undefined): boolean {
  return status === 'PENDING' || status === 'CAPTURING';
}

/** What the detail view says while the capture runs. */
export function capturingText(kind: string): string {
  return kind === 'EMAIL' ? 'Rendering the email…' : 'Capturing the page…';
}
