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

/** Each event through `map`, in order. */
export function mapEvents<T, R>(
  source: AsyncIterator<T>,
  map: (event: T) => Promise<R>,
): AsyncIterableIterator<R> {
  return closing(source, async () => {
    const step = await source.next();
    return step.done ? step : { value: await map(step.value), done: false };
  });
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
