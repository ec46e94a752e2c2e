import { graphql, useFragment } from 'react-relay/hooks';
import type { SampleSwipeListFragment$key } from '../../__generated__/SampleSwipeListFragment.graphql';
import { SampleSwipeCard } from './SampleSwipeCard';
import { useSampleHref } from './useSampleParam';

/** The built-in samples: a strip that scrolls sideways, or a grid (the guide page). */
export function SampleSwipeList({
  query,
  layout,
}: {
  query: SampleSwipeListFragment$key;
  layout: 'strip' | 'grid';
}) {
  const data = useFragment(
    graphql`
      fragment SampleSwipeListFragment on Query {
        onboardingSwipes {
          swipeId
          ...SampleSwipeCardFragment
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
