import { graphql, useFragment } from 'react-relay/hooks';
import type { PublicCollectionHeader_collection$key } from '../../__generated__/PublicCollectionHeader_collection.graphql';
import { imageUrl } from '../../lib/images';
import { publishedCollectionHead } from '../../lib/pageHeads';
import { PageMeta } from '../PageMeta';

/** A published collection's page head (title, preview) and heading: team, name, description. */
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
  const count = `${data.swipeCount} ${data.swipeCount === 1 ? 'swipe' : 'swipes'}`;
  return (
    <>
      <PageMeta
        {...publishedCollectionHead({
          name: data.name,
          summary: data.summary,
          coverImageUrl: data.coverUrl ? imageUrl(data.coverUrl, 1200) : null,
        })}
      />
      <header className="space-y-1">
        <p className="text-sm font-medium text-indigo-700">A collection by {data.teamName}</p>
        <h1 className="text-3xl font-bold tracking-tight">{data.name}</h1>
        {data.description ? (
          <p className="max-w-2xl whitespace-pre-wrap text-slate-700">{data.description}</p>
        ) : null}
        <p className="text-sm text-slate-600">{count}</p>
      </header>
    </>
  );
}
