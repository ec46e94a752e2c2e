import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';

// Comments pinned on the swipe's picture (docs/collaboration.md). The detail view's picture
// (PicturePins) and its Comments section (SwipeComments) are siblings: this context is what
// they share. SwipeComments publishes the pinned threads and whether the viewer may comment;
// the picture draws them and, in pin mode, places the pin of the next new thread, which the
// composer sends with it.

/**
 * Where a thread is pinned: a point, or a rectangle (width and height), in fractions 0..1; on a
 * video, on the frame at `timeMs`.
 */
export interface PinPlace {
  readonly x: number;
  readonly y: number;
  readonly width?: number | null;
  readonly height?: number | null;
  readonly timeMs?: number | null;
}

/** A pinned thread as the picture shows it. */
export interface PinnedThread {
  readonly id: string;
  /** Its number on the picture and beside the thread (1, 2, … in the threads' order). */
  readonly number: number;
  readonly pin: PinPlace;
  readonly resolved: boolean;
  /** The first words of its first comment. */
  readonly excerpt: string;
}

interface CommentPinsApi {
  threads: readonly PinnedThread[];
  /** The viewer may start threads (and so pin them). */
  mayPin: boolean;
  publish: (threads: readonly PinnedThread[], mayPin: boolean) => void;
  /** Pin mode: the next click, drag or Enter on the picture places the pin. */
  placing: boolean;
  setPlacing: (placing: boolean) => void;
  /** The pin of the new thread being written; null: none. */
  draft: PinPlace | null;
  setDraft: (pin: PinPlace | null) => void;
  /** The thread whose pin and comments are highlighted (under the pointer or the focus). */
  highlighted: string | null;
  setHighlighted: (id: string | null) => void;
  /** The new thread's text box (the focus goes there once a pin is placed). */
  composer: RefObject<HTMLTextAreaElement | null>;
}

const CommentPinsContext = createContext<CommentPinsApi | null>(null);

export function CommentPinsProvider({ children }: { children: ReactNode }) {
  const [published, setPublished] = useState<{
    threads: readonly PinnedThread[];
    mayPin: boolean;
  }>({ threads: [], mayPin: false });
  const [placing, setPlacing] = useState(false);
  const [draft, setDraft] = useState<PinPlace | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const composer = useRef<HTMLTextAreaElement | null>(null);
  const publish = useCallback(
    (threads: readonly PinnedThread[], mayPin: boolean) =>
      setPublished((current) =>
        current.mayPin === mayPin && samePins(current.threads, threads)
          ? current
          : { threads, mayPin },
      ),
    [],
  );
  const value = useMemo(
    () => ({
      ...published,
      publish,
      placing,
      setPlacing,
      draft,
      setDraft,
      highlighted,
      setHighlighted,
      composer,
    }),
    [published, publish, placing, draft, highlighted],
  );
  return <CommentPinsContext.Provider value={value}>{children}</CommentPinsContext.Provider>;
}

/** The shared pins, or null outside a detail view (no pins there). */
export function useCommentPins(): CommentPinsApi | null {
  return useContext(CommentPinsContext);
}

function samePins(a: readonly PinnedThread[], b: readonly PinnedThread[]) {
  return (
    a.length === b.length &&
    a.every((each, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        each.id === other.id &&
        each.number === other.number &&
        each.resolved === other.resolved &&
        each.excerpt === other.excerpt &&
        samePlace(each.pin, other.pin)
      );
    })
  );
}

function samePlace(a: PinPlace, b: PinPlace) {
  return (
    a.x === b.x &&
    a.y === b.y &&
    (a.width ?? null) === (b.width ?? null) &&
    (a.height ?? null) === (b.height ?? null) &&
    (a.timeMs ?? null) === (b.timeMs ?? null)
  );
}

/** Whether a pin is a rectangle (else a point). */
export function isArea(pin: PinPlace): pin is PinPlace & { width: number; height: number } {
  return pin.width != null && pin.height != null;
}

/** A fraction as a CSS percentage ("25%"), rounded to hundredths of a percent. */
export function percent(fraction: number): string {
  return `${Math.round(fraction * 10_000) / 100}%`;
}

/** The id of a thread's element in the Comments section (a pin's marker leads there). */
export function threadElementId(threadId: string): string {
  return `comment-thread-${threadId}`;
}

/** Takes the reader to a thread: scrolled into view and focused. */
export function showThread(threadId: string): void {
  const element = document.getElementById(threadElementId(threadId));
  if (!element) return;
  element.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  element.focus({ preventScroll: true });
}
