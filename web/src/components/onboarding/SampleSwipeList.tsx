import { graphql, useFragment } from 'react-relay/hooks';
import type { SampleSwipeList_query$key } from '../../__generated__/SampleSwipeList_query.graphql';
import { SampleSwipeCard } from './SampleSwipeCard';
import { useSampleHref } from './useSampleParam';

/** The built-in samples: a strip that scrolls sideways, or a grid (the guide page). */
export function SampleSwipeList({
  query,
  layout,
}: {
  query: SampleSwipeList_query$key;
  layout: 'strip' | 'grid';
}) {
  const data = useFragment(
    graphql`
      fragment SampleSwipeList_query on Query {
        onboardingSwipes {
          swipeId
          ...SampleSwipeCard_sample
        }
      }
    `,
    query,
  );
  const hrefOf = useSampleHref();
  // Not named "… swipes": the team's own list is the page's "Swipes" list.
  return (
    <ul
      aria-label="Samples"
      className={
        layout === 'strip'
          ? 'flex snap-x gap-3 overflow-x-auto pb-2'
          : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'
      }
    >
      {data.onboardingSwipes.map((sample) => (
        <li key={sample.swipeId} className={layout === 'strip' ? 'w-56 shrink-0 snap-start' : ''}>
          <SampleSwipeCard
            sample={sample}
            href={hrefOf(sample.swipeId)}
            headingLevel={layout === 'grid' ? 3 : 4}
          />
        </li>
      ))}
    </ul>
  );
}
