// Arrow keys across a grid of cards, whatever its column count: rows are read from where
// the cards are laid out (their boxes), so it works for any view and screen width.

export interface Box {
  readonly top: number;
  readonly left: number;
  readonly width: number;
}

export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

const centre = (box: Box) => box.left + box.width / 2;

/** The card that `key` moves focus to from card `current` (its index), or `current`. */
export function nextCard(boxes: readonly Box[], current: number, key: GridKey): number {
  const last = boxes.length - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  if (key === 'ArrowLeft') return Math.max(0, current - 1);
  if (key === 'ArrowRight') return Math.min(last, current + 1);
  const here = boxes[current];
  if (!here) return current;
  // The nearest row above or below (cards whose tops differ by under 2 px share a row), then
  // the card in it nearest to this one's centre.
  const below = key === 'ArrowDown';
  const rowTops = boxes
    .map((box) => box.top)
    .filter((top) => (below ? top > here.top + 1 : top < here.top - 1));
  if (!rowTops.length) return current;
  const rowTop = below ? Math.min(...rowTops) : Math.max(...rowTops);
  let best = current;
  let bestDistance = Number.POSITIVE_INFINITY;
  boxes.forEach((box, index) => {
    if (Math.abs(box.top - rowTop) > 1) return;
    const distance = Math.abs(centre(box) - centre(here));
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}
