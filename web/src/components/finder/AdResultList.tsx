import { FINDER_LIMITS } from '@swipestack/common/finder';
import type { ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { AdResultList_team$key } from '../../__generated__/AdResultList_team.graphql';
import type { AdSource } from '../../__generated__/AdResultsQuery.graphql';
import { ShowMoreButton, useShowMore } from '../ShowMore';
import { type BrandToTrack, FoundAdCard } from './FoundAdCard';
import { adCount } from './finderFormat';

/** Ads a page: the server's default (FINDER_LIMITS.pageSize). */
const PAGE = FINDER_LIMITS.pageSize;

/** The ads matching the search in one place, a page at a time (forward only). */
const AdResultList_team = graphql`
  fragment AdResultList_team on Team
  @refetchable(queryName: "AdResultListPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 24 }
    cursor: { type: "String" }
    source: { type: "AdSource!" }
    keyword: { type: "String" }
    brand: { type: "String" }
    country: { type: "String" }
    platform: { type: "String" }
    since: { type: "DateTime" }
    until: { type: "DateTime" }
  ) {
    id
    adSearch(
      source: $source
      first: $count
      after: $cursor
      keyword: $keyword
      brand: $brand
      country: $country
      platform: $platform
      since: $since
      until: $until
    )
      @connection(
        key: "AdResultList_adSearch"
        filters: ["source", "keyword", "brand", "country", "platform", "since", "until"]
      ) {
      failure
      edges {
        node {
          id
          ...FoundAdCard_ad
        }
      }
    }
  }
`;

const RESULTS_GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 2xl:grid-cols-3';
const SKELETON_KEYS = Array.from({ length: 6 }, (_, n) => `skeleton-${n}`);

export function AdResultsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading ads" className={RESULTS_GRID}>
      {SKELETON_KEYS.slice(0, count).map((key) => (
        <div
          key={key}
          className="animate-pulse space-y-2 rounded-xl border border-slate-200 bg-white p-3"
        >
          <div className="h-3 w-1/3 rounded bg-slate-100" />
          <div className="h-3 w-3/4 rounded bg-slate-200" />
          <div className="h-3 w-full rounded bg-slate-100" />
          <div className="h-3 w-2/3 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

/**
 * One tab's results: how many are shown, the cards, and Show more (the focus goes to the first
 * new card). When Meta's Ad Library could not answer, its words are said with Try again.
 */
export function AdResultList({
  team: key,
  source,
  teamId,
  canSave,
  trackedPageIds,
  empty,
  onRetry,
  onMoreFrom,
  onTrack,
}: {
  team: AdResultList_team$key;
  /** The tab's place (Your ads, Gallery, Meta Ad Library). */
  source: AdSource;
  teamId: string;
  canSave: boolean;
  /** Facebook pages the team tracks already. */
  trackedPageIds: ReadonlySet<string>;
  /** What to say when nothing matches. */
  empty: ReactNode;
  /** Asks the server again (after Meta's Ad Library failed). */
  onRetry: () => void;
  onMoreFrom: (pageId: string) => void;
  onTrack: ((brand: BrandToTrack) => void) | null;
}) {
  const pagination = usePaginationFragment(AdResultList_team, key);
  const { data, hasNext, isLoadingNext } = pagination;
  const ads = data.adSearch.edges.map((edge) => edge.node).filter(Boolean);
  const failure = data.adSearch.failure;
  const { listRef, showMore } = useShowMore<HTMLUListElement>(ads.length, PAGE, pagination);

  return (
    <div className="space-y-4">
      {failure ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3">
          <p className="text-red-800">{failure}</p>
          <button type="button" className="btn-secondary mt-3" onClick={onRetry}>
            Try again
          </button>
        </div>
      ) : null}
      <p role="status" className="text-sm text-slate-600">
        {failure && ads.length === 0
          ? ''
          : `${adCount(ads.length)}${hasNext ? ' shown, more to load' : ''}`}
      </p>
      {ads.length === 0 ? (
        failure ? null : (
          <div className="rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-10 text-center">
            {empty}
          </div>
        )
      ) : (
        <ul ref={listRef} aria-label="Ads" className={RESULTS_GRID}>
          {ads.map((ad) => (
            <li
              key={ad.id}
              tabIndex={-1}
              className="rounded-xl focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
            >
              <FoundAdCard
                ad={ad}
                source={source}
                teamId={teamId}
                canSave={canSave}
                trackedPageIds={trackedPageIds}
                onMoreFrom={onMoreFrom}
                onTrack={onTrack}
              />
            </li>
          ))}
        </ul>
      )}
      {isLoadingNext ? <AdResultsSkeleton count={3} /> : null}
      {hasNext ? (
        <div className="flex justify-center">
          <ShowMoreButton
            pageSize={PAGE}
            singular="ad"
            plural="ads"
            loading={isLoadingNext}
            onClick={showMore}
          />
        </div>
      ) : null}
    </div>
  );
}
