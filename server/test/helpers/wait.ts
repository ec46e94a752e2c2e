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

/**
 * Reads `read()` again until `done` holds for what it answers, and answers that; fails after
 * `ms`. For state behind a request (a job's row, a capture's status): the reads are spaced a
 * little so that polling leaves the server (in this process) time to do the work.
 */
export async function readUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`not within ${ms} ms: ${what} (last read: ${JSON.stringify(value)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
