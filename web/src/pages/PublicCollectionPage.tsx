import { Suspense, useTransition } from 'react';
import {
  graphql,
  type PreloadedQuery,
  usePaginationFragment,
  usePreloadedQuery,
} from 'react-relay/hooks';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { PublicCollectionPageQuery as PublicCollectionPageQueryType } from '../__generated__/PublicCollectionPageQuery.graphql';
import type {
  PublicCollectionSwipesFragment$data,
  PublicCollectionSwipesFragment$key,
} from '../__generated__/PublicCollectionSwipesFragment.graphql';
import type { PublicCollectionSwipesRefetchQuery } from '../__generated__/PublicCollectionSwipesRefetchQuery.graphql';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PageMeta } from '../components/PageMeta';
import { Modal } from '../components/swipes/Modal';
import { GRID_CLASS, KindPlaceholder, useSwipeHref } from '../components/swipes/SwipeCard';
import { useSwipeParam } from '../components/swipes/useSwipeParam';
import { imageUrl, srcSet } from '../lib/images';
import { publishedCollectionHead } from '../lib/pageHeads';
import { pageTitle, SITE_NAME } from '../lib/site';
import { kindLabel, sourceDomain } from '../lib/swipeKinds';
import { preload } from '../relay/preload';

// /collection/:token — a published collection, read-only, for anyone (docs/swipes.md,
// "Public collections"). Rendered in the public layout, which switches to the embedded layout
// inside a frame.

const PublicCollectionPageQuery = graphql`
  query PublicCollectionPageQuery($token: String!) {
    publicCollection(token: $token) {
      name
      description
      summary
      teamName
      coverUrl
      swipeCount
    }
    ...PublicCollectionSwipesFragment @arguments(token: $token)
  }
`;

const PAGE_SIZE = 24;

interface PublicCollectionData {
  queryRef: PreloadedQuery<PublicCollectionPageQueryType>;
}

export function publicCollectionLoader({ params }: LoaderFunctionArgs): PublicCollectionData {
  return {
    queryRef: preload<PublicCollectionPageQueryType>(PublicCollectionPageQuery, {
      token: params.token ?? '',
    }),
  };
}

type PublicSwipe = NonNullable<
  PublicCollectionSwipesFragment$data['publicCollection']
>['swipes']['edges'][number]['node'];

function useCollectionSwipes(query: PublicCollectionSwipesFragment$key) {
  return usePaginationFragment<
    PublicCollectionSwipesRefetchQuery,
    PublicCollectionSwipesFragment$key
  >(
    graphql`
      fragment PublicCollectionSwipesFragment on Query
      @refetchable(queryName: "PublicCollectionSwipesRefetchQuery")
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
                kind
                title
                url
                source
                notes
                imageUrl
                imageWidth
                imageHeight
                thumbnailUrl
                tags
              }
            }
          }
        }
      }
    `,
    query,
  );
}

const CARD_SIZES =
  '(min-width: 1280px) 22vw, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw';

function PublicSwipeCard({ swipe, href }: { swipe: PublicSwipe; href: string }) {
  const domain = sourceDomain(swipe.url, swipe.source);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition focus-within:ring-2 focus-within:ring-indigo-600 hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        {swipe.thumbnailUrl ? (
          <img
            src={imageUrl(swipe.thumbnailUrl, 640)}
            srcSet={srcSet(swipe.thumbnailUrl, { min: 256, max: 1080 })}
            sizes={CARD_SIZES}
            alt=""
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover object-top"
          />
        ) : (
          <KindPlaceholder kind={swipe.kind} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h2 className="line-clamp-2 text-sm font-semibold text-slate-900">
          <Link
            to={href}
            preventScrollReset
            className="after:absolute after:inset-0 focus:outline-none"
          >
            {swipe.title}
          </Link>
        </h2>
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
            {kindLabel(swipe.kind)}
          </span>
          {domain ? <span className="truncate">{domain}</span> : null}
        </div>
        {swipe.tags.length ? (
          <ul className="flex flex-wrap gap-1" aria-label="Tags">
            {swipe.tags.map((tag) => (
              <li
                key={tag}
                className="rounded bg-indigo-50 px-1.5 py-0.5 text-xs font-medium text-indigo-800"
              >
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

const label = 'block text-xs font-semibold tracking-wide text-slate-500 uppercase';

/** The read-only detail of one swipe (?swipe=<id>), from the swipes already loaded. */
function PublicSwipeDetail({
  swipe,
  open,
  onClose,
}: {
  swipe: PublicSwipe | null;
  open: boolean;
  onClose: () => void;
}) {
  const picture = swipe?.imageUrl ?? swipe?.thumbnailUrl ?? null;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={swipe ? swipe.title : 'This swipe is not in the collection'}
      size="xl"
    >
      {swipe ? (
        <div className="flex flex-col gap-6 lg:flex-row">
          <div className="min-w-0 flex-1">
            {picture ? (
              <img
                src={imageUrl(picture, 1080)}
                srcSet={srcSet(picture, { min: 640, naturalWidth: swipe.imageWidth })}
                sizes="(min-width: 1024px) 60vw, 100vw"
                width={swipe.imageWidth ?? undefined}
                height={swipe.imageHeight ?? undefined}
                alt={swipe.title}
                className="block h-auto w-full rounded-lg border border-slate-200 bg-slate-100"
              />
            ) : (
              <div className="aspect-[4/3] overflow-hidden rounded-lg">
                <KindPlaceholder kind={swipe.kind} />
              </div>
            )}
          </div>
          <div className="w-full shrink-0 space-y-4 lg:w-80">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">Kind</dt>
              <dd>{kindLabel(swipe.kind)}</dd>
              {swipe.source ? (
                <>
                  <dt className="text-slate-500">Source</dt>
                  <dd className="break-words">{swipe.source}</dd>
                </>
              ) : null}
              {swipe.url ? (
                <>
                  <dt className="text-slate-500">Address</dt>
                  <dd className="break-all">
                    <a
                      href={swipe.url}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="text-indigo-700 underline"
                    >
                      {sourceDomain(swipe.url) ?? swipe.url}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </dd>
                </>
              ) : null}
            </dl>
            {swipe.notes ? (
              <div>
                <h3 className={label}>Notes</h3>
                <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800">{swipe.notes}</p>
              </div>
            ) : null}
            {swipe.tags.length ? (
              <div>
                <h3 className={label}>Tags</h3>
                <ul aria-label="Tags" className="mt-1 flex flex-wrap gap-1.5">
                  {swipe.tags.map((tag) => (
                    <li
                      key={tag}
                      className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800"
                    >
                      #{tag}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          It may have been removed from the collection, or it is further down the list.
        </p>
      )}
    </Modal>
  );
}

function SwipeGrid({ query }: { query: PublicCollectionSwipesFragment$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = useCollectionSwipes(query);
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

function NotShared() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <PageMeta title="Collection not shared" noindex />
      <h1 className="text-2xl font-bold tracking-tight">
        This collection is not shared (any more)
      </h1>
      <p className="mt-3 text-slate-700">
        The link may be mistyped, or its team has stopped sharing the collection. Ask them for a new
        link.
      </p>
      <Link to="/" className="btn-secondary mt-6">
        Go to {SITE_NAME}
      </Link>
    </div>
  );
}

function PublicCollection({ queryRef }: PublicCollectionData) {
  const data = usePreloadedQuery<PublicCollectionPageQueryType>(
    PublicCollectionPageQuery,
    queryRef,
  );
  const collection = data.publicCollection;
  if (!collection) return <NotShared />;
  const count = `${collection.swipeCount} ${collection.swipeCount === 1 ? 'swipe' : 'swipes'}`;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-8">
      <PageMeta
        {...publishedCollectionHead({
          name: collection.name,
          summary: collection.summary,
          coverImageUrl: collection.coverUrl ? imageUrl(collection.coverUrl, 1200) : null,
        })}
      />
      <header className="space-y-1">
        <p className="text-sm font-medium text-indigo-700">A collection by {collection.teamName}</p>
        <h1 className="text-3xl font-bold tracking-tight">{collection.name}</h1>
        {collection.description ? (
          <p className="max-w-2xl whitespace-pre-wrap text-slate-700">{collection.description}</p>
        ) : null}
        <p className="text-sm text-slate-600">{count}</p>
      </header>
      <SwipeGrid query={data} />
    </div>
  );
}

function LoadError() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" role="alert">
      <title>{pageTitle('Could not load the collection')}</title>
      <h1 className="text-2xl font-bold tracking-tight">Could not load the collection</h1>
      <p className="mt-3 text-slate-700">Check your connection, then reload the page.</p>
      <button type="button" className="btn-secondary mt-6" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}

function Loading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-8" role="status">
      <span className="sr-only">Loading the collection…</span>
      <div className="h-8 w-64 animate-pulse rounded bg-slate-200" aria-hidden="true" />
      <div className={`${GRID_CLASS} mt-6`} aria-hidden="true">
        {['a', 'b', 'c', 'd'].map((key) => (
          <div key={key} className="aspect-[4/3] animate-pulse rounded-xl bg-slate-200" />
        ))}
      </div>
    </div>
  );
}

export function PublicCollectionPage() {
  const { queryRef } = useLoaderData() as PublicCollectionData;
  return (
    <ErrorBoundary fallback={<LoadError />}>
      <Suspense fallback={<Loading />}>
        <PublicCollection queryRef={queryRef} />
      </Suspense>
    </ErrorBoundary>
  );
}
