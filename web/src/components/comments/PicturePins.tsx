import { Icon } from '@swipestack/common/ui/Icon';
import { useId } from 'react';
import { formatDuration } from '../videos/videoTime';
import {
  isArea,
  type PinnedThread,
  type PinPlace,
  percent,
  showThread,
  useCommentPins,
} from './commentPins';
import { PIN_BUTTON_ID, usePinPlacing } from './usePinPlacing';

// The comments pinned on a swipe's picture (docs/collaboration.md), drawn over it by
// ScreenshotViewer: numbered markers (rectangles outlined) placed in percentages, so they stay
// put at any size, each a button that leads to its thread; and pin mode, where a click places a
// point, a drag a rectangle, and the keyboard a point (arrow keys move a crosshair, Shift for
// bigger steps, Enter places it, Escape cancels). The pin goes with the next new thread.

const PIN_HINT_ID = 'comment-pin-hint';

export const PIN_BUTTON = 'Pin a comment';
export const PIN_HINT =
  'Click or tap a spot, or drag a box, on the picture. Keyboard: arrow keys move the marker (Shift: faster), Enter pins it, Escape cancels.';
export const PIN_PLACED = 'Pinned. Write the comment under Comments.';
export const PIN_SURFACE_LABEL = 'Where to pin the comment';

/**
 * What a marker is called: "Comment 2 on the picture: The headline…", on a video "Comment 2 at
 * 0:04: The headline…".
 */
export const markerLabel = (thread: Pick<PinnedThread, 'number' | 'excerpt' | 'pin'>) =>
  `Comment ${thread.number} ${
    thread.pin.timeMs != null ? `at ${formatDuration(thread.pin.timeMs)}` : 'on the picture'
  }${thread.excerpt ? `: ${thread.excerpt}` : ''}`;

/** Where a pin is drawn over the picture (CSS, in percentages). */
function placeStyle(pin: PinPlace) {
  return isArea(pin)
    ? {
        left: percent(pin.x),
        top: percent(pin.y),
        width: percent(pin.width),
        height: percent(pin.height),
      }
    : { left: percent(pin.x), top: percent(pin.y) };
}

/**
 * "Pin a comment", above the picture, for those who may comment: it turns pin mode on or off.
 * While on it says how to place the pin; once placed, where to write the comment. `unavailable`
 * says why it cannot be used now (a video that is playing): the button is disabled meanwhile.
 */
export function PinToolbar({ unavailable = null }: { unavailable?: string | null }) {
  const hintId = useId();
  const pins = useCommentPins();
  if (!pins?.mayPin) return null;
  const { placing, setPlacing, draft } = pins;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        id={PIN_BUTTON_ID}
        type="button"
        aria-pressed={placing}
        disabled={Boolean(unavailable)}
        aria-describedby={unavailable ? hintId : undefined}
        data-handles-escape={placing || undefined}
        onClick={() => setPlacing(!placing)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && placing) {
            event.preventDefault();
            setPlacing(false);
          }
        }}
        className={`btn-secondary gap-1.5 !px-3 !py-1.5 !text-sm ${
          placing ? '!border-indigo-600 !bg-indigo-50 !text-indigo-800' : ''
        }`}
      >
        <Icon name="pin" className="size-4" />
        {PIN_BUTTON}
      </button>
      {unavailable ? (
        <p id={hintId} className="min-w-0 flex-1 text-xs text-slate-700">
          {unavailable}
        </p>
      ) : placing ? (
        <p id={PIN_HINT_ID} className="min-w-0 flex-1 text-xs text-slate-700">
          {PIN_HINT}
        </p>
      ) : draft ? (
        <p className="min-w-0 flex-1 text-xs text-slate-700">{PIN_PLACED}</p>
      ) : null}
    </div>
  );
}

/** One thread's marker: a numbered button (and the rectangle's outline) leading to the thread. */
function PinMarker({
  thread,
  highlighted,
  onHighlight,
}: {
  thread: PinnedThread;
  highlighted: boolean;
  onHighlight: (on: boolean) => void;
}) {
  const area = isArea(thread.pin);
  return (
    <>
      {area ? (
        <div
          aria-hidden="true"
          data-pin-area={thread.id}
          style={placeStyle(thread.pin)}
          className={`absolute rounded-sm border-2 ${
            highlighted
              ? 'border-amber-400 bg-amber-300/20 shadow-[0_0_0_2px_rgba(255,255,255,0.8)]'
              : 'border-indigo-600 bg-indigo-500/10 shadow-[0_0_0_1px_rgba(255,255,255,0.7)]'
          }`}
        />
      ) : null}
      <button
        type="button"
        aria-label={markerLabel(thread)}
        data-pin-marker={thread.id}
        style={{ left: percent(thread.pin.x), top: percent(thread.pin.y) }}
        onClick={() => showThread(thread.id)}
        onMouseEnter={() => onHighlight(true)}
        onMouseLeave={() => onHighlight(false)}
        onFocus={() => onHighlight(true)}
        onBlur={() => onHighlight(false)}
        className={`pointer-events-auto absolute flex h-7 min-w-7 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white px-1 text-xs font-bold text-white shadow-md transition-transform focus-visible:ring-4 focus-visible:ring-amber-300 ${
          highlighted ? 'scale-125 bg-amber-700' : 'bg-indigo-600 hover:bg-indigo-700'
        }`}
      >
        {thread.number}
      </button>
    </>
  );
}

/**
 * What is drawn over the picture (inside its box, which has the picture's size): the open
 * threads' markers (resolved threads' pins are hidden), the new thread's pin, and in pin mode
 * the surface that places it. On a video, `shows` picks the pins of the frame on screen and
 * `stamp` gives a new pin that frame's time.
 */
export function PinLayer({
  shows = () => true,
  stamp,
}: {
  shows?: (pin: PinPlace) => boolean;
  stamp?: (pin: PinPlace) => PinPlace;
}) {
  const statusId = useId();
  const { pins, placing, surface, cursor, said, preview, handlers } = usePinPlacing(stamp);
  if (!pins) return null;
  const { threads, draft, highlighted, setHighlighted } = pins;

  const shown = threads.filter((thread) => !thread.resolved && shows(thread.pin));
  return (
    <div className="pointer-events-none absolute inset-0">
      {shown.map((thread) => (
        <PinMarker
          key={thread.id}
          thread={thread}
          highlighted={highlighted === thread.id}
          onHighlight={(on) => {
            if (on) setHighlighted(thread.id);
            else if (highlighted === thread.id) setHighlighted(null);
          }}
        />
      ))}
      {draft && !placing && shows(draft) ? <DraftPin pin={draft} /> : null}
      {placing ? (
        <>
          <div
            ref={surface}
            role="application"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: pin mode's surface takes the keys (an application)
            tabIndex={0}
            aria-label={PIN_SURFACE_LABEL}
            aria-describedby={`${PIN_HINT_ID} ${statusId}`}
            data-handles-escape
            {...handlers}
            className="group pointer-events-auto absolute inset-0 cursor-crosshair touch-none bg-indigo-950/10 select-none focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-indigo-600"
          >
            {preview ? <DraftPin pin={preview} /> : null}
            <div
              aria-hidden="true"
              data-pin-cursor=""
              style={{ left: percent(cursor.x), top: percent(cursor.y) }}
              className="absolute hidden -translate-x-1/2 -translate-y-1/2 group-focus-visible:block"
            >
              <span className="block h-8 w-8 rounded-full border-2 border-white bg-indigo-600/30 shadow-[0_0_0_2px_rgba(79,70,229,1)]" />
              <span className="absolute top-1/2 left-1/2 h-px w-12 -translate-x-1/2 bg-indigo-700" />
              <span className="absolute top-1/2 left-1/2 h-12 w-px -translate-y-1/2 bg-indigo-700" />
            </div>
          </div>
          <p id={statusId} aria-live="polite" className="sr-only">
            {said}
          </p>
        </>
      ) : null}
    </div>
  );
}

/** The new thread's pin (placed, or being dragged): a dashed outline or point. */
function DraftPin({ pin }: { pin: PinPlace }) {
  return isArea(pin) ? (
    <div
      aria-hidden="true"
      data-pin-draft=""
      style={placeStyle(pin)}
      className="absolute rounded-sm border-2 border-dashed border-indigo-700 bg-indigo-400/20"
    />
  ) : (
    <div
      aria-hidden="true"
      data-pin-draft=""
      style={placeStyle(pin)}
      className="absolute h-5 w-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-dashed border-white bg-indigo-700 shadow-md"
    />
  );
}
