import { useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { PublicSwipeGrid_query$key } from '../../__generated__/PublicSwipeGrid_query.graphql';
import type { PublicSwipeGridPaginationQuery } from '../../__generated__/PublicSwipeGridPaginationQuery.graphql';
import { PublicSwipeCard } from '../swipes/PublicSwipeCard';
import { GRID_CLASS, useSwipeHref } from '../swipes/SwipeCard';
import { useSwipeParam } from '../swipes/useSwipeParam';
import { PublicSwipeDetail } from './PublicSwipeDetail';

const PAGE_SIZE = 24;

/** A published collection's swipes, 24 at a time ("Load more"), and the open one's detail. */
export function PublicSwipeGrid({ query }: { query: PublicSwipeGrid_query$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    PublicSwipeGridPaginationQuery,
    PublicSwipeGrid_query$key
  >(
    graphql`
      fragment PublicSwipeGrid_query on Query
      @refetchable(queryName: "PublicSwipeGridPaginationQuery")
      @argumentDefinitions(
        token: { type: "String!" }
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
      ) {
        publicCollection(token: $token) {
          swipes(first: $count, after: $cursor) @connection(key: "PublicCollection_swipes") {
            edges {
              node {
                id
                ...PublicSwipeCard_swipe
                ...PublicSwipeDetail_swipe
              }
            }
          }
        }
      }
    `,
    query,
  );
  const [swipeId, closeSwipe] = useSwipeParam();
  const swipeHref = useSwipeHref();
  const [, startTransition] = useTransition();
  const swipes = (data.publicCollection?.swipes.edges ?? []).map((edge) => edge.node);
  if (!swipes.length) {
    return (
      <div className="rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <h2 className="text-base font-semibold">This collection is empty</h2>
        <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
          Nothing has been added to it yet. Come back later.
        </p>
      </div>
    );
  }
  const open = swipes.find((swipe) => swipe.id === swipeId) ?? null;
  return (
    <>
      <ul className={GRID_CLASS} aria-label="Swipes">
        {swipes.map((swipe) => (
          <li key={swipe.id} className="flex *:w-full">
            <PublicSwipeCard swipe={swipe} href={swipeHref(swipe.id)} />
          </li>
        ))}
      </ul>
      {hasNext ? (
        <div className="flex justify-center">
          <button
            type="button"
            className="btn-secondary"
            disabled={isLoadingNext}
            onClick={() =>
              startTransition(() => {
                loadNext(PAGE_SIZE);
              })
            }
          >
            {isLoadingNext ? 'Loading…' : 'Load more'}
          </button>
        </div>
      ) : null}
      <PublicSwipeDetail swipe={open} open={Boolean(swipeId)} onClose={closeSwipe} />
    </>
  );
}
