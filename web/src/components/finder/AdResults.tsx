import { AD_FINDER_OFF } from '@swipestack/common/finder';
import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  Suspense,
  useId,
  useRef,
  useState,
} from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type {
  AdResultsQuery as AdResultsQueryType,
  AdSource,
} from '../../__generated__/AdResultsQuery.graphql';
import { requestErrorMessage } from '../../relay/requestErrors';
import { ErrorBoundary } from '../ErrorBoundary';
import { AdResultList, AdResultsSkeleton } from './AdResultList';
import type { BrandToTrack } from './FoundAdCard';
import {
  adSearchVariables,
  FINDER_SOURCES,
  type FinderSearch,
  type FinderTab,
  finderSearchKey,
  hasFinderSearch,
  hasMetaOnlyFilters,
  hasTerms,
} from './finderSearch';

const AdResultsQuery = graphql`
  query AdResultsQuery(
    $teamId: ID!
    $source: AdSource!
    $keyword: String
    $brand: String
    $country: String
    $platform: String
    $since: DateTime
    $until: DateTime
  ) {
    node(id: $teamId) {
      ... on Team @alias(as: "team") {
        ...AdResultList_team
          @arguments(
            source: $source
            keyword: $keyword
            brand: $brand
            country: $country
            platform: $platform
            since: $since
            until: $until
          )
      }
    }
  }
`;

interface ResultsProps {
  teamId: string;
  canSave: boolean;
  trackedPageIds: ReadonlySet<string>;
  onMoreFrom: (pageId: string) => void;
  onTrack: ((brand: BrandToTrack) => void) | null;
}

function Notice({ children }: { children: string }) {
  return (
    <div className="rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <p className="mx-auto max-w-xl text-base text-slate-700">{children}</p>
    </div>
  );
}

/** One tab's search, asked of the server (Meta's answers are kept: it limits how often). */
function SourceResults({
  source,
  search,
  retry,
  onRetry,
  onClearMetaFilters,
  ...props
}: ResultsProps & {
  source: AdSource;
  search: FinderSearch;
  retry: number;
  onRetry: () => void;
  onClearMetaFilters: () => void;
}) {
  const data = useLazyLoadQuery<AdResultsQueryType>(
    AdResultsQuery,
    { teamId: props.teamId, source, ...adSearchVariables(search) },
    {
      fetchPolicy:
        retry > 0 ? 'network-only' : source === 'META' ? 'store-or-network' : 'store-and-network',
      fetchKey: retry,
    },
  );
  const team = data.node?.team;
  if (!team) return <p className="text-slate-600">This team could not be loaded.</p>;
  const galleryFiltered = source === 'GALLERY' && hasMetaOnlyFilters(search);
  const empty = galleryFiltered ? (
    <>
      <p className="mx-auto max-w-xl text-base text-slate-700">
        The gallery’s ads have no country, platform or run dates, so these filters leave none.
      </p>
      <button type="button" className="btn-secondary mt-5" onClick={onClearMetaFilters}>
        Search without them
      </button>
    </>
  ) : (
    <p className="mx-auto max-w-xl text-base text-slate-700">
      {source === 'TEAM' && !hasFinderSearch(search)
        ? 'Your swipe file has no ads yet. The ads you save show up here.'
        : 'No ads match this search.'}
    </p>
  );
  return <AdResultList team={team} source={source} empty={empty} onRetry={onRetry} {...props} />;
}

/**
 * The results in three tabs (Your ads, Gallery, Meta Ad Library: an ARIA tablist, arrow keys
 * move between tabs), each asking the server for the open tab only. Without a token the Meta
 * tab tells a user to ask an administrator, and an administrator what the token would add (the
 * server's `setupHelp`); without a keyword or a brand it asks for one.
 */
export function AdResults({
  tab,
  onTabChange,
  search,
  pending,
  metaAvailable,
  metaSetupHelp,
  panelRef,
  onClearMetaFilters,
  ...props
}: ResultsProps & {
  tab: FinderTab;
  onTabChange: (tab: FinderTab) => void;
  /** The search shown (the page's deferred one). */
  search: FinderSearch;
  /** A newer search is loading: the results on screen are dimmed. */
  pending: boolean;
  metaAvailable: boolean;
  /** How to connect Meta's Ad Library: the server sends it to administrators only. */
  metaSetupHelp?: string | null | undefined;
  /** The open tab's panel, which takes the focus after More from. */
  panelRef: Ref<HTMLDivElement>;
  onClearMetaFilters: () => void;
}) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const [retry, setRetry] = useState(0);
  const again = () => setRetry((count) => count + 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = FINDER_SOURCES.findIndex((s) => s.value === tab);
    const last = FINDER_SOURCES.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % FINDER_SOURCES.length
        : event.key === 'ArrowLeft'
          ? (at + last) % FINDER_SOURCES.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const target = next === null ? null : FINDER_SOURCES[next];
    if (next === null || !target) return;
    event.preventDefault();
    onTabChange(target.value);
    tabs.current[next]?.focus();
  };

  const current = FINDER_SOURCES.find((s) => s.value === tab) ?? FINDER_SOURCES[0];
  let content: ReactNode;
  if (current.source === 'META' && !metaAvailable)
    content = <Notice>{metaSetupHelp ?? AD_FINDER_OFF}</Notice>;
  else if (current.source === 'META' && !hasTerms(search))
    content = (
      <Notice>
        Enter a keyword or a brand above, then Search, to see the ads running in Meta’s Ad Library.
      </Notice>
    );
  else
    content = (
      <ErrorBoundary
        resetKey={`${current.source}:${finderSearchKey(search)}:${retry}`}
        fallback={(error) => (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3">
            <p className="text-red-800">
              The ads could not be loaded. {requestErrorMessage(error)}
            </p>
            <button type="button" className="btn-secondary mt-3" onClick={again}>
              Try again
            </button>
          </div>
        )}
      >
        <Suspense key={current.source} fallback={<AdResultsSkeleton />}>
          <SourceResults
            source={current.source}
            search={search}
            retry={retry}
            onRetry={again}
            onClearMetaFilters={onClearMetaFilters}
            {...props}
          />
        </Suspense>
      </ErrorBoundary>
    );

  return (
    <section aria-label="Results" className="space-y-4">
      <div
        role="tablist"
        aria-label="Where to search"
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 text-sm font-semibold sm:inline-flex"
      >
        {FINDER_SOURCES.map((source, index) => {
          const selected = source.value === tab;
          return (
            <button
              key={source.value}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              id={`${id}-tab-${source.value}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel-${source.value}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onTabChange(source.value)}
              className={`flex-1 rounded-md px-3 py-1.5 whitespace-nowrap sm:flex-none ${
                selected
                  ? 'bg-white text-slate-900 shadow-sm'
                  : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              {source.label}
            </button>
          );
        })}
      </div>
      {FINDER_SOURCES.map((source) => {
        const selected = source.value === tab;
        return (
          <div
            key={source.value}
            ref={selected ? panelRef : undefined}
            id={`${id}-panel-${source.value}`}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${source.value}`}
            tabIndex={-1}
            hidden={!selected}
            aria-busy={selected && pending}
            className={`rounded-xl focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 ${
              selected && pending ? 'opacity-60 transition-opacity' : ''
            }`}
          >
            {selected ? content : null}
          </div>
        );
      })}
    </section>
  );
}
