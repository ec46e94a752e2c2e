// How Ad Finder words its numbers and dates: an ad's run ("Running since 20 Nov 2026"), when
// a tracked brand was last checked ("2 hours ago"), and counts.

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const DAY_IN_YEAR = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const AGO = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "20 Nov 2026" (Meta's run dates are days, in UTC). */
export function formatDay(value: string | Date): string {
  return DAY.format(new Date(value));
}

/**
 * When an ad ran: "Running since 20 Nov 2026", "Ran 1 Nov – 5 Nov 2026", "Ran 20 Dec 2025 –
 * 5 Jan 2026"; null when its start is not known.
 */
export function runDates(
  startedAt: string | null | undefined,
  stoppedAt: string | null | undefined,
): string | null {
  if (!startedAt) return null;
  const start = new Date(startedAt);
  if (!stoppedAt) return `Running since ${formatDay(start)}`;
  const stop = new Date(stoppedAt);
  const from = formatDay(start);
  const to = formatDay(stop);
  if (from === to) return `Ran on ${to}`;
  const sameYear = start.getUTCFullYear() === stop.getUTCFullYear();
  return `Ran ${sameYear ? DAY_IN_YEAR.format(start) : from} – ${to}`;
}

/** "just now", "5 minutes ago", "2 hours ago", "yesterday", "3 days ago", "on 1 Oct 2026". */
export function timeAgo(value: string | Date, now: Date = new Date()): string {
  const then = new Date(value);
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return AGO.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return AGO.format(-hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 30) return AGO.format(-days, 'day');
  return `on ${formatDay(then)}`;
}

/** "1 ad", "24 ads". */
export function adCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'ad' : 'ads'}`;
}

/** "1 of 1 brand", "2 of 10 brands": how many the team tracks, of how many its plan allows. */
export function brandUsage(used: number, max: number): string {
  return `${used} of ${max} ${max === 1 ? 'brand' : 'brands'}`;
}

/** "Northwind Coffee: 3 new ads saved" (a tracked brand's check, told live). */
export function trackedAdsSavedText(label: string, saved: number): string {
  return `${label}: ${saved} new ${saved === 1 ? 'ad' : 'ads'} saved`;
}
