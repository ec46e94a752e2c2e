import {
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type PinPlace, useCommentPins } from './commentPins';

/** The pin mode's toggle (its id: the focus comes back to it when pin mode is cancelled). */
export const PIN_BUTTON_ID = 'comment-pin-button';

/** Arrow keys move the crosshair by 1 % of the picture; with Shift by 10 %. */
const STEP = 0.01;
const BIG_STEP = 0.1;
/** A drag shorter than this (in pixels, both ways) is a click: a point. */
const DRAG_PX = 6;
/** A rectangle's smallest side, in fractions of the picture. */
const MIN_SIDE = 0.01;

const round = (value: number) => Math.round(value * 10_000) / 10_000;
const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** A side of a rectangle that keeps inside the picture: start + size ≤ 1 (in floating point too). */
function fitSide(start: number, end: number): [number, number] {
  const size = Math.min(1, Math.max(MIN_SIDE, round(end - start)));
  let at = Math.max(0, Math.min(round(start), round(1 - size)));
  while (at > 0 && at + size > 1) at = Math.max(0, round(at - 0.0001));
  return [at, size];
}

interface Spot {
  /** Fractions of the picture. */
  x: number;
  y: number;
  /** Where on the screen (pixels), to tell a click from a drag. */
  px: number;
  py: number;
}

/** The pin a press and release make: a point for a click, else the rectangle dragged. */
export function pinFromDrag(from: Spot, to: Spot): PinPlace {
  if (Math.abs(to.px - from.px) < DRAG_PX && Math.abs(to.py - from.py) < DRAG_PX)
    return { x: round(from.x), y: round(from.y) };
  const [x, width] = fitSide(Math.min(from.x, to.x), Math.max(from.x, to.x));
  const [y, height] = fitSide(Math.min(from.y, to.y), Math.max(from.y, to.y));
  return { x, y, width, height };
}

/**
 * Pin mode on the picture: a click places a point, a drag a rectangle (`preview` while it is
 * dragged), the keyboard a point (arrow keys move the crosshair, Shift for bigger steps, Enter
 * places it, Escape cancels, the focus back on the toggle). `said` is where the crosshair is,
 * for screen readers. Placing puts the pin on the new thread and the focus in its composer;
 * `stamp` adds to it what the picture knows (a video's paused time).
 */
export function usePinPlacing(stamp: (pin: PinPlace) => PinPlace = (pin) => pin) {
  const pins = useCommentPins();
  const surface = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{ from: Spot; to: Spot } | null>(null);
  const [cursor, setCursor] = useState({ x: 0.5, y: 0.5 });
  const [said, setSaid] = useState('');
  const placing = Boolean(pins?.placing && pins.mayPin);
  const setPlacing = pins?.setPlacing;

  // Pin mode starts with the focus on the picture (and the crosshair in the middle).
  useLayoutEffect(() => {
    if (!placing) return;
    setCursor({ x: 0.5, y: 0.5 });
    setSaid('');
    surface.current?.focus();
  }, [placing]);
  // The picture goes (the email's own view is shown): so does pin mode.
  useEffect(() => () => setPlacing?.(false), [setPlacing]);

  const place = (pin: PinPlace) => {
    if (!pins) return;
    pins.setDraft(stamp(pin));
    pins.setPlacing(false);
    pins.composer.current?.focus();
  };
  const cancel = () => {
    setDrag(null);
    pins?.setPlacing(false);
    document.getElementById(PIN_BUTTON_ID)?.focus();
  };

  const spot = (event: PointerEvent<HTMLDivElement>): Spot => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: box.width ? clamp((event.clientX - box.left) / box.width) : 0,
      y: box.height ? clamp((event.clientY - box.top) / box.height) : 0,
      px: event.clientX,
      py: event.clientY,
    };
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const at = spot(event);
    setDrag({ from: at, to: at });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const to = spot(event);
    setDrag((current) => (current ? { ...current, to } : current));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const pin = pinFromDrag(drag.from, spot(event));
    setDrag(null);
    place(pin);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? BIG_STEP : STEP;
    const move = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    }[event.key];
    if (move) {
      event.preventDefault();
      const next = {
        x: round(clamp(cursor.x + (move[0] ?? 0))),
        y: round(clamp(cursor.y + (move[1] ?? 0))),
      };
      setCursor(next);
      setSaid(
        `Marker ${Math.round(next.x * 100)}% from the left, ${Math.round(next.y * 100)}% from the top.`,
      );
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      place({ x: cursor.x, y: cursor.y });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  return {
    pins,
    placing,
    surface,
    cursor,
    said,
    preview: drag ? pinFromDrag(drag.from, drag.to) : null,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: () => setDrag(null),
      onKeyDown,
    },
  };
}
