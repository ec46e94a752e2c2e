import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { CollectionCard_collection$key } from '../../__generated__/CollectionCard_collection.graphql';
import { CollectionCover } from './CollectionCover';

/** A collection on /collections: cover, name (its page), description, count, Edit and Delete. */
export function CollectionCard({
  collection,
  canEdit,
  onEdit,
  onDelete,
}: {
  collection: CollectionCard_collection$key;
  /** Viewers see the collection but cannot edit or delete it. */
  canEdit: boolean;
  onEdit: (collection: { id: string; name: string; description: string }) => void;
  onDelete: (collection: { id: string; name: string }) => void;
}) {
  const data = useFragment(
    graphql`
      fragment CollectionCard_collection on Collection {
        id
        name
        description
        swipeCount
        coverUrl
      }
    `,
    collection,
  );
  return (
    <li className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md">
      <CollectionCover path={data.coverUrl} className="aspect-[16/9] w-full" />
      <div className="flex flex-1 flex-col p-4">
        <h2 className="font-semibold">
          <Link to={`/collections/${encodeURIComponent(data.id)}`} className="hover:underline">
            {data.name}
          </Link>
        </h2>
        {data.description ? (
          <p className="mt-1 line-clamp-3 text-sm text-slate-600">{data.description}</p>
        ) : null}
        <p className="mt-2 text-xs font-medium text-slate-500">
          {data.swipeCount} {data.swipeCount === 1 ? 'swipe' : 'swipes'}
        </p>
        {canEdit ? (
          <div className="mt-auto flex gap-2 pt-4">
            <button
              type="button"
              aria-label={`Edit ${data.name}`}
              className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold hover:bg-slate-50"
              onClick={() =>
                onEdit({ id: data.id, name: data.name, description: data.description ?? '' })
              }
            >
              Edit
            </button>
            <button
              type="button"
              aria-label={`Delete ${data.name}`}
              className="rounded-md border border-red-300 px-2.5 py-1 text-xs font-semibold text-red-700 hover:bg-red-50"
              onClick={() => onDelete({ id: data.id, name: data.name })}
            >
              Delete
            </button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
