// Event streams as plain iterators, not async generators: a generator waiting for the next
// event queues `return()` behind that wait, so an unsubscribed client would stay subscribed
// until the next event came. These close their source at once.

function closing<T>(
  source: AsyncIterator<unknown>,
  next: () => Promise<IteratorResult<T>>,
  onClose: () => void = () => {},
): AsyncIterableIterator<T> {
  const close = async () => {
    onClose();
    await source.return?.();
    return { value: undefined, done: true } as const;
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    next,
    return: close,
    async throw(error: unknown) {
      await close();
      throw error;
    },
  };
}

/**
 * Each event through `map`, delivered in order. Up to `ahead` events are taken from `source`
 * (one at a time, in order) and mapped as they arrive, before they are asked for: a team's
 * events are executed side by side, not each only once the one before it was delivered. The
 * next event is asked of `source` only when the last one has arrived, so an idle stream waits
 * on one take (a team's thousand open tabs each hold one, not `ahead`).
 */
export function mapEvents<T, R>(
  source: AsyncIterator<T>,
  map: (event: T) => Promise<R>,
  ahead = 8,
): AsyncIterableIterator<R> {
  const queue: Promise<IteratorResult<R>>[] = [];
  let taking = false;
  let ended = false;
  const take = () => {
    if (taking || ended || queue.length >= ahead) return;
    taking = true;
    const step = source.next();
    const mapped = step.then(async (taken) =>
      taken.done ? taken : { value: await map(taken.value), done: false as const },
    );
    // A failure waits in the queue for its turn (and is thrown then), unreported till then.
    mapped.catch(() => {});
    queue.push(mapped);
    step.then(
      (taken) => {
        taking = false;
        if (taken.done) ended = true;
        else take();
      },
      () => {
        taking = false;
        ended = true;
      },
    );
  };
  return closing(
    source,
    async () => {
      take();
      const head = queue.shift();
      if (!head) return { value: undefined, done: true };
      const result = await head;
      if (result.done) queue.length = 0;
      else take();
      return result;
    },
    () => {
      ended = true;
      queue.length = 0;
    },
  );
}

/** The events for which `keep` holds, in order; the others are dropped. */
export function keeping<T>(
  source: AsyncIterator<T>,
  keep: (event: T) => Promise<boolean>,
): AsyncIterableIterator<T> {
  return closing(source, async () => {
    for (;;) {
      const step = await source.next();
      if (step.done || (await keep(step.value))) return step;
    }
  });
}

/**
 * Listens first, then asks `allowed`: a change committed between an earlier check and the
 * listener (a removal from the team) is not missed, since either this check sees it or its
 * event arrives. An empty stream when not allowed.
 */
export async function listenThenCheck<T>(
  source: AsyncIterator<T>,
  allowed: () => Promise<boolean>,
): Promise<AsyncIterableIterator<T>> {
  // A pubsub stream adds its listener on its first next().
  let first: Promise<IteratorResult<T>> | null = source.next();
  if (!(await allowed().catch(() => false))) {
    await source.return?.();
    return closing<T>(source, async () => ({ value: undefined, done: true }));
  }
  return closing(source, () => {
    const step = first ?? source.next();
    first = null;
    return step;
  });
}

/** The events until, and including, the first for which `isLast` holds. */
export function endingAfter<T>(
  source: AsyncIterator<T>,
  isLast: (event: T) => boolean,
): AsyncIterableIterator<T> {
  let ended = false;
  const iterator = closing(
    source,
    async () => {
      if (ended) return { value: undefined, done: true };
      const step = await source.next();
      if (!step.done && isLast(step.value)) void iterator.return?.();
      return step;
    },
    () => {
      ended = true;
    },
  );
  return iterator;
}

/**
 * The events while `stillOpen` holds for each, ending at once when `ended` settles (even while
 * waiting for the next event); `onClose` runs however the stream ends.
 */
export function whileOpen<T>(
  source: AsyncIterator<T>,
  ended: Promise<unknown>,
  stillOpen: () => boolean | Promise<boolean>,
  onClose: () => void,
): AsyncIterableIterator<T> {
  const done = { value: undefined, done: true } as const;
  let closed = false;
  // Settles the next() in progress when the stream ends (one waiter at a time: no reactions
  // pile up on `ended` over a long-lived stream).
  let interrupt: (() => void) | null = null;
  const iterator = closing(
    source,
    async () => {
      if (closed) return done;
      const step = await new Promise<IteratorResult<T>>((resolve, reject) => {
        interrupt = () => resolve(done);
        source.next().then(resolve, reject);
      });
      interrupt = null;
      const open = step.done || closed ? false : stillOpen();
      if (open !== true && !(await open)) {
        void iterator.return?.();
        return done;
      }
      return step;
    },
    () => {
      closed = true;
      onClose();
      (interrupt as (() => void) | null)?.();
    },
  );
  void ended.then(() => iterator.return?.());
  return iterator;
}

/** `first` (events known when the stream starts), then the events of `source`. */
export function startingWith<T>(
  first: readonly T[],
  source: AsyncIterator<T>,
): AsyncIterableIterator<T> {
  const queued = [...first];
  return closing(source, async () => {
    const next = queued.shift();
    return next === undefined ? source.next() : { value: next, done: false };
  });
}
