import { graphql, useFragment } from 'react-relay/hooks';
import type { PublicSwipeCard_swipe$key } from '../../__generated__/PublicSwipeCard_swipe.graphql';
import { SwipeCardView } from './SwipeCard';

/** A swipe of a published collection in its grid: the team grid's card, read from PublicSwipe. */
export function PublicSwipeCard({
  swipe,
  href,
}: {
  swipe: PublicSwipeCard_swipe$key;
  href: string;
}) {
  const data = useFragment(
    graphql`
      fragment PublicSwipeCard_swipe on PublicSwipe {
        title
        kind
        url
        source
        thumbnailUrl
        tags
      }
    `,
    swipe,
  );
  return (
    <SwipeCardView swipe={data} tags={data.tags} href={href} heading="h2" preventScrollReset />
  );
}
