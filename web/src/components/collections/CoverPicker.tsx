import { Suspense, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { CoverPicker_collection$key } from '../../__generated__/CoverPicker_collection.graphql';
import type { CoverPickerQuery } from '../../__generated__/CoverPickerQuery.graphql';
import { imageUrl } from '../../lib/images';
import { Modal } from '../swipes/Modal';
import { useSetCollectionCover } from './useSetCollectionCover';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  collection: CoverPicker_collection$key;
}

/** Picks which of the collection's swipes is its cover, or lets the latest image be it. */
export function CoverPicker({ open, onOpenChange, collection }: Props) {
  const data = useFragment(
    graphql`
      fragment CoverPicker_collection on Collection {
        id
        coverSwipe {
          id
        }
        team {
          id
        }
      }
    `,
    collection,
  );
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title="Choose a cover"
      description="The cover stands for the collection on the Collections page."
    >
      {open ? (
        <Suspense
          fallback={
            <p className="p-5 text-sm text-slate-600" role="status">
              Loading the collection's swipes…
            </p>
          }
        >
          <CoverChoices
            teamId={data.team.id}
            collectionId={data.id}
            coverSwipeId={data.coverSwipe?.id ?? null}
            onDone={() => onOpenChange(false)}
          />
        </Suspense>
      ) : null}
    </Modal>
  );
}

function CoverChoices({
  teamId,
  collectionId,
  coverSwipeId,
  onDone,
}: {
  teamId: string;
  collectionId: string;
  /** The chosen cover swipe, or null when the cover is automatic. */
  coverSwipeId: string | null;
  onDone: () => void;
}) {
  const data = useLazyLoadQuery<CoverPickerQuery>(
    graphql`
      query CoverPickerQuery($teamId: ID!, $collectionId: ID!) {
        node(id: $teamId) {
          ... on Team @alias(as: "team") {
            swipes(first: 100, filter: { collectionId: $collectionId }) {
              edges {
                node {
                  id
                  title
                  thumbnailUrl
                }
              }
            }
          }
        }
      }
    `,
    { teamId, collectionId },
    { fetchPolicy: 'network-only' },
  );
  const [choice, setChoice] = useState<string | null>(coverSwipeId);
  const [setCover, saving] = useSetCollectionCover();
  const withImages = (data.node?.team?.swipes.edges ?? [])
    .map((edge) => edge.node)
    .filter((swipe) => swipe.thumbnailUrl);

  const save = () => setCover(collectionId, choice, onDone);

  const option = (selected: boolean) =>
    `relative block cursor-pointer overflow-hidden rounded-lg border-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-600 has-[:focus-visible]:ring-offset-2 ${
      selected ? 'border-indigo-600' : 'border-slate-200 hover:border-slate-400'
    }`;

  return (
    <div className="flex min-h-0 flex-col">
      <div className="min-h-0 overflow-y-auto p-5">
        <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          <legend className="sr-only">Cover</legend>
          <label
            className={`${option(choice === null)} flex aspect-[4/3] items-center justify-center bg-slate-50 p-3 text-center text-sm font-medium text-slate-700`}
          >
            <input
              type="radio"
              name="cover"
              className="sr-only"
              checked={choice === null}
              onChange={() => setChoice(null)}
            />
            Automatic: the latest added image
          </label>
          {withImages.map((swipe) => (
            <label key={swipe.id} className={option(choice === swipe.id)}>
              <input
                type="radio"
                name="cover"
                className="sr-only"
                checked={choice === swipe.id}
                onChange={() => setChoice(swipe.id)}
              />
              <img
                src={imageUrl(swipe.thumbnailUrl ?? '', 384)}
                alt=""
                className="aspect-[4/3] w-full object-cover object-left-top"
                loading="lazy"
              />
              <span className="block truncate px-2 py-1 text-xs text-slate-700">{swipe.title}</span>
            </label>
          ))}
        </fieldset>
        {withImages.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">
            None of this collection's swipes has an image yet. Add a screenshot or an upload and it
            can be the cover.
          </p>
        ) : null}
      </div>
      <div className="flex justify-end gap-3 border-t border-slate-200 px-5 py-4">
        <button type="button" className="btn-secondary" onClick={onDone} disabled={saving}>
          Cancel
        </button>
        <button type="button" className="btn-primary" onClick={save} disabled={saving}>
          {saving ? 'Saving…' : 'Save cover'}
        </button>
      </div>
    </div>
  );
}
