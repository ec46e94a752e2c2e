import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ShareCollection_collection$key } from '../../__generated__/ShareCollection_collection.graphql';
import { Modal } from '../swipes/Modal';
import { ShareLinks } from './ShareLinks';
import { usePublishCollection } from './usePublishCollection';
import { useSetCollectionDiscoverListing } from './useSetCollectionDiscoverListing';
import { useUnpublishCollection } from './useUnpublishCollection';

// Sharing a collection at /collection/{token} (docs/swipes.md, "Public collections"): editors
// publish and unpublish, every member sees whether it is shared and its link.

type Action = 'publish' | 'unpublish';

export function ShareCollection({
  collection,
  canEdit,
}: {
  collection: ShareCollection_collection$key;
  canEdit: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment ShareCollection_collection on Collection {
        id
        name
        shareUrl
        publishedAt
        listedInDiscover
        ...ShareLinks_collection
      }
    `,
    collection,
  );
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Cancel takes the focus when a confirmation opens (the tag manager's pattern).
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);
  const statusId = useId();
  const discoverId = useId();
  const [publish, publishing] = usePublishCollection();
  const [unpublish, unpublishing] = useUnpublishCollection();
  const [setListed, listing] = useSetCollectionDiscoverListing();
  const busy = publishing || unpublishing;

  const list = (listed: boolean) => {
    setError(null);
    setListed(data.id, listed, setError);
  };

  const run = (action: Action) => {
    setError(null);
    (action === 'publish' ? publish : unpublish)(data.id, (failure) => {
      setConfirming(null);
      setError(failure);
    });
  };

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setConfirming(null);
      setError(null);
    }
  };

  return (
    <>
      <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
        Share
      </button>
      <Modal
        open={open}
        onOpenChange={close}
        title={`Share “${data.name}”`}
        size="lg"
        onEscapeKeyDown={(event) => {
          if (confirming) {
            event.preventDefault();
            setConfirming(null);
          }
        }}
      >
        <div className="space-y-5">
          <p id={statusId} className="text-sm text-slate-700" role="status">
            {data.shareUrl ? (
              <>
                <strong className="font-semibold text-emerald-800">Shared publicly</strong>
                {data.publishedAt
                  ? ` since ${new Date(data.publishedAt).toLocaleDateString(undefined, {
                      dateStyle: 'medium',
                    })}`
                  : ''}
                . Anyone with the link can see its swipes, read-only: pictures, titles, notes,
                sources and tags, and your team’s name. Never members or emails.
              </>
            ) : (
              <>
                <strong className="font-semibold">Not shared.</strong> Only your team can see this
                collection.
              </>
            )}
          </p>

          <ShareLinks collection={data} />

          {canEdit && data.shareUrl ? (
            <div className="flex items-start gap-3">
              <input
                id={discoverId}
                type="checkbox"
                checked={data.listedInDiscover}
                disabled={listing}
                onChange={(event) => list(event.target.checked)}
                aria-describedby={`${discoverId}-hint`}
                className="mt-0.5 h-4 w-4 rounded border-slate-300 text-indigo-600"
              />
              <div>
                <label htmlFor={discoverId} className="text-sm font-medium text-slate-900">
                  List in Discover
                </label>
                <p id={`${discoverId}-hint`} className="text-sm text-slate-600">
                  Every Swipestack team can see and save this collection’s swipes in Discover.
                </p>
              </div>
            </div>
          ) : canEdit ? (
            <p className="text-sm text-slate-600">
              To list this collection in Discover, where every Swipestack team can see and save its
              swipes, share it first.
            </p>
          ) : data.shareUrl && data.listedInDiscover ? (
            <p className="text-sm text-slate-600">
              Listed in Discover: every Swipestack team can see and save its swipes.
            </p>
          ) : null}

          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}

          {!canEdit ? (
            <p className="text-sm text-slate-600">
              Only the team’s editors, admins and owners can{' '}
              {data.shareUrl ? 'stop sharing it' : 'share it'}.
            </p>
          ) : confirming ? (
            <div className="rounded-lg border border-amber-300 bg-amber-50 p-3">
              <p className="text-sm text-slate-800">
                {confirming === 'publish'
                  ? 'Share this collection? Anyone with the link can see its swipes, and it can be embedded in other sites.'
                  : 'Stop sharing? The link and every embed stop working at once. Sharing again makes a new link.'}
              </p>
              <div className="mt-3 flex gap-2">
                <button
                  type="button"
                  className={
                    confirming === 'publish'
                      ? 'btn-primary'
                      : 'inline-flex items-center justify-center rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60'
                  }
                  disabled={busy}
                  onClick={() => run(confirming)}
                >
                  {busy
                    ? 'Saving…'
                    : confirming === 'publish'
                      ? 'Yes, share it'
                      : 'Yes, stop sharing'}
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  ref={cancelRef}
                  onClick={() => setConfirming(null)}
                >
                  Cancel
                </button>
              </div>
            </div>
          ) : data.shareUrl ? (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => setConfirming('unpublish')}
            >
              Stop sharing
            </button>
          ) : (
            <button type="button" className="btn-primary" onClick={() => setConfirming('publish')}>
              Share publicly
            </button>
          )}
        </div>
      </Modal>
    </>
  );
}
