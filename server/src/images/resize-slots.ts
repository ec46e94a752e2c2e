// A small semaphore for image resizes: each one costs a core for up to ~1.5 s and holds the
// original and its pixels in memory, so at most `max` run at once. Up to `maxWaiting` more wait
// their turn (first come, first served); past that the caller is told the server is busy
// (the image endpoint answers 503 with Retry-After).

export const BUSY = Symbol('busy');

export class ResizeSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly max: number,
    readonly maxWaiting: number,
  ) {
    if (!(max >= 1)) throw new Error('ResizeSlots needs at least one slot.');
  }

  /** Resizes running now, and waiting for a slot. */
  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Runs `task` once a slot is free; BUSY at once when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<T | typeof BUSY> {
    if (this.running >= this.max) {
      if (this.waiting.length >= this.maxWaiting) return BUSY;
      // The finishing task hands its slot over: `running` stays counted.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
