import type { ReactNode } from 'react';
import type { CardDensity } from '../cards/CardPreview';
import { useGradualReveal } from './useGradualReveal';
import type { SwipeView } from './useSwipeView';

/** The grid's classes per layout: masonry lays cards in columns at their own heights. */
const LIST_CLASS: Record<Exclude<SwipeView, 'LIST' | '%future added value'>, string> = {
  COMFORTABLE: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  COMPACT:
    'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6 2xl:grid-cols-7',
  MASONRY: 'columns-1 gap-4 sm:columns-2 lg:columns-3 xl:columns-4',
};

// Grid cards off screen skip layout and paint (content-visibility) until they come near.
const ITEM_CLASS: Record<keyof typeof LIST_CLASS, string> = {
  COMFORTABLE: 'flex [contain-intrinsic-size:auto_22rem] [content-visibility:auto]',
  COMPACT: 'flex [contain-intrinsic-size:auto_15rem] [content-visibility:auto]',
  MASONRY: 'mb-4 break-inside-avoid',
};

export function densityOf(view: SwipeView): CardDensity {
  return view === 'COMPACT' ? 'compact' : view === 'MASONRY' ? 'masonry' : 'comfortable';
}

/**
 * Swipes as a grid (comfortable or compact) or masonry columns. In masonry, the cards run
 * down each column in the list's order, so reading and Tab order stay the list's.
 */
export function SwipeGridView<T extends { readonly id: string }>({
  view,
  swipes,
  renderItem,
}: {
  view: SwipeView;
  swipes: readonly T[];
  /** The list item of a swipe (an `li` with `className`), keyed by the swipe. */
  renderItem: (swipe: T, className: string) => ReactNode;
}) {
  const layout = view in LIST_CLASS ? (view as keyof typeof LIST_CLASS) : 'COMFORTABLE';
  const revealed = useGradualReveal(swipes);
  return (
    <ul className={LIST_CLASS[layout]} aria-label="Swipes" data-view={layout.toLowerCase()}>
      {revealed.map((swipe) => renderItem(swipe, ITEM_CLASS[layout]))}
    </ul>
  );
}
