// Waiting on state, never on time: every wait in the server tests polls a condition with a
// deadline.

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

/** Polls `check` until it holds, failing after `ms`. */
export async function until(check: () => boolean, ms: number, what: string) {
  if (!(await holdsWithin(check, ms))) throw new Error(`not within ${ms} ms: ${what}`);
}

/** Whether `check` comes to hold within `ms` (polled). */
export async function holdsWithin(check: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await tick();
  }
  return true;
}

/**
 * Runs `attempt(1)`, `attempt(2)`, … until one answers true, failing after `ms`: for a change
 * sent again until a listener that may not be live yet has heard it.
 */
export async function retryUntil(
  attempt: (n: number) => Promise<boolean>,
  ms: number,
  what: string,
) {
  const deadline = Date.now() + ms;
  for (let n = 1; !(await attempt(n)); n++) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
  }
}
