import { memo } from 'react';
import type { SwipeCard_swipe$key } from '../../../__generated__/SwipeCard_swipe.graphql';
import type { CardDensity } from '../cards/CardPreview';
import { SwipeCard } from '../SwipeCard';
import { type CardSelection, SelectableSwipe } from '../selection/SelectableSwipe';

/**
 * One card of the team's grid with its selection checkbox. Memoised on plain values and stable
 * callbacks: loading the next page, or selecting a card, renders only the cards that changed
 * (a page of 500 cards stays smooth to scroll).
 */
export const SwipeGridItem = memo(function SwipeGridItem({
  swipe,
  id,
  title,
  className,
  href,
  canEdit,
  density,
  foundIn,
  canSelect,
  selected,
  anySelected,
  focused,
  onFocusCard,
  onToggle,
}: {
  swipe: SwipeCard_swipe$key;
  id: string;
  title: string;
  className: string;
  href: string;
  canEdit: boolean;
  density: CardDensity;
  foundIn: readonly string[] | null | undefined;
  /** Null outside the swipes page's SelectionProvider (a collection's page). */
  canSelect: boolean | null;
  selected: boolean;
  anySelected: boolean;
  focused: boolean;
  onFocusCard: (id: string) => void;
  onToggle: (id: string, shift: boolean) => void;
}) {
  const selection: CardSelection | null =
    canSelect === null ? null : { canSelect, selected, anySelected, focused };
  return (
    <SelectableSwipe
      id={id}
      title={title}
      className={className}
      selection={selection}
      onFocusCard={onFocusCard}
      onToggle={onToggle}
    >
      <div className="h-full w-full">
        <SwipeCard
          swipe={swipe}
          href={href}
          canEdit={canEdit}
          foundIn={foundIn}
          density={density}
        />
      </div>
    </SelectableSwipe>
  );
});
