import { collectionFeedPath } from '@swipestack/common/feeds';
import { PREVIEW_PICTURE_WIDTH } from '@swipestack/common/previews';
import { graphql, useFragment } from 'react-relay/hooks';
import { useParams } from 'react-router';
import type { PublicCollectionHeader_collection$key } from '../../__generated__/PublicCollectionHeader_collection.graphql';
import { imageUrl } from '../../lib/images';
import { publishedCollectionHead } from '../../lib/pageHeads';
import { PageMeta } from '../PageMeta';

/**
 * A published collection's page head (title, preview, feeds) and heading: team, name,
 * description, count and its RSS feed.
 */
export function PublicCollectionHeader({
  collection,
}: {
  collection: PublicCollectionHeader_collection$key;
}) {
  const data = useFragment(
    graphql`
      fragment PublicCollectionHeader_collection on PublicCollection {
        name
        description
        summary
        teamName
        coverUrl
        swipeCount
      }
    `,
    collection,
  );
  const pagePath = `/collection/${useParams().token ?? ''}`;
  const count = `${data.swipeCount} ${data.swipeCount === 1 ? 'swipe' : 'swipes'}`;
  return (
    <>
      <PageMeta
        {...publishedCollectionHead({
          name: data.name,
          summary: data.summary,
          coverImageUrl: data.coverUrl ? imageUrl(data.coverUrl, PREVIEW_PICTURE_WIDTH) : null,
          pagePath,
        })}
      />
      <header className="space-y-1">
        <p className="text-sm font-medium text-indigo-700">A collection by {data.teamName}</p>
        <h1 className="text-3xl font-bold tracking-tight">{data.name}</h1>
        {data.description ? (
          <p className="max-w-2xl whitespace-pre-wrap text-slate-700">{data.description}</p>
        ) : null}
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
          <span>{count}</span>
          <a
            href={collectionFeedPath(pagePath, 'rss')}
            className="inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-2 hover:underline"
          >
            <FeedIcon />
            RSS feed
          </a>
        </p>
      </header>
    </>
  );
}

function FeedIcon() {
  return (
    <svg viewBox="0 0 16 16" className="size-3.5" fill="currentColor" aria-hidden="true">
      <circle cx="3" cy="13" r="2" />
      <path d="M1 6.5a8.5 8.5 0 0 1 8.5 8.5h-2A6.5 6.5 0 0 0 1 8.5z" />
      <path d="M1 1a14 14 0 0 1 14 14h-2A12 12 0 0 0 1 3z" />
    </svg>
  );
}
