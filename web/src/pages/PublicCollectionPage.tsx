import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { PublicCollectionPageQuery as PublicCollectionPageQueryType } from '../__generated__/PublicCollectionPageQuery.graphql';
import { PublicCollectionHeader } from '../components/collections/PublicCollectionHeader';
import { PublicSwipeGrid } from '../components/collections/PublicSwipeGrid';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PageMeta } from '../components/PageMeta';
import { GRID_CLASS } from '../components/swipes/SwipeCard';
import { pageTitle, SITE_NAME } from '../lib/site';
import { preload } from '../relay/preload';

// /collection/:token — a published collection, read-only, for anyone (docs/swipes.md,
// "Public collections"). Rendered in the public layout, which switches to the embedded layout
// inside a frame.

const PublicCollectionPageQuery = graphql`
  query PublicCollectionPageQuery($token: String!) {
    publicCollection(token: $token) {
      ...PublicCollectionHeader_collection
    }
    ...PublicSwipeGrid_query @arguments(token: $token)
  }
`;

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
  if (!data.publicCollection) return <NotShared />;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-8">
      <PublicCollectionHeader collection={data.publicCollection} />
      <PublicSwipeGrid query={data} />
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
