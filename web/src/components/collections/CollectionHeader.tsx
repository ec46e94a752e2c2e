import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CollectionHeader_collection$key } from '../../__generated__/CollectionHeader_collection.graphql';
import { CollectionCover } from './CollectionCover';
import { CoverPicker } from './CoverPicker';
import { ShareCollection } from './ShareCollection';
import { SharedBadge } from './SharedBadge';

/** A collection's page heading: cover, name, description, count, Share, Choose cover, Add swipe. */
export function CollectionHeader({
  collection,
  canEdit,
  onAddSwipe,
}: {
  collection: CollectionHeader_collection$key;
  /** Viewers see the collection but no add or cover controls (the server enforces it too). */
  canEdit: boolean;
  onAddSwipe: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment CollectionHeader_collection on Collection {
        name
        description
        swipeCount
        coverUrl
        ...SharedBadge_collection
        ...ShareCollection_collection
        ...CoverPicker_collection
      }
    `,
    collection,
  );
  const [choosingCover, setChoosingCover] = useState(false);
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-4">
          <CollectionCover
            path={data.coverUrl}
            sizes="112px"
            className="hidden h-20 w-28 shrink-0 rounded-lg border border-slate-200 sm:block"
          />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight">{data.name}</h1>
            {data.description ? (
              <p className="mt-1 max-w-2xl text-slate-600">{data.description}</p>
            ) : null}
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-500">
              {data.swipeCount} {data.swipeCount === 1 ? 'swipe' : 'swipes'}
              <SharedBadge collection={data} />
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* Every member sees whether it is shared and its link; editors change it. */}
          <ShareCollection collection={data} canEdit={canEdit} />
          {canEdit ? (
            <>
              <button
                type="button"
                className="btn-secondary"
                onClick={() => setChoosingCover(true)}
              >
                Choose cover
              </button>
              <button type="button" className="btn-primary" onClick={onAddSwipe}>
                Add swipe
              </button>
            </>
          ) : null}
        </div>
      </div>
      {canEdit ? (
        <CoverPicker open={choosingCover} onOpenChange={setChoosingCover} collection={data} />
      ) : null}
    </>
  );
}
