import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { ShareCollectionFragment$key } from '../../__generated__/ShareCollectionFragment.graphql';
import type { ShareCollectionPublishMutation } from '../../__generated__/ShareCollectionPublishMutation.graphql';
import type { ShareCollectionUnpublishMutation } from '../../__generated__/ShareCollectionUnpublishMutation.graphql';
import { copyToClipboard } from '../../lib/clipboard';
import { firstPayloadError, type PayloadErrorRef } from '../../lib/formErrors';
import { SITE_NAME } from '../../lib/site';
import { Modal } from '../swipes/Modal';

// Sharing a collection at /collection/{token} (docs/swipes.md, "Public collections"): editors
// publish and unpublish, every member sees whether it is shared and its link.

const fragment = graphql`
  fragment ShareCollectionFragment on Collection {
    id
    name
    shareUrl
    publishedAt
  }
`;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The HTML that embeds a published collection in another site. */
export function embedSnippet(shareUrl: string, name: string): string {
  return `<iframe src="${escapeAttribute(shareUrl)}" title="${escapeAttribute(
    `${name} · ${SITE_NAME}`,
  )}" width="100%" height="720" style="border:0" loading="lazy"></iframe>`;
}

const copy = (text: string, what: string, field: HTMLInputElement | HTMLTextAreaElement | null) =>
  copyToClipboard(text, what, { field });

/** "Shared" beside the collection's name while it is published (every member sees it). */
export function SharedBadge({ collection }: { collection: ShareCollectionFragment$key }) {
  const data = useFragment(fragment, collection);
  if (!data.shareUrl) return null;
  return (
    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      Shared publicly
    </span>
  );
}

export function ShareCollection({
  collection,
  canEdit,
}: {
  collection: ShareCollectionFragment$key;
  canEdit: boolean;
}) {
  const data = useFragment(fragment, collection);
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<'publish' | 'unpublish' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const embedRef = useRef<HTMLTextAreaElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Cancel takes the focus when a confirmation opens (the tag manager's pattern).
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);
  const ids = { link: useId(), embed: useId(), status: useId() };

  const [publish, publishing] = useMutation<ShareCollectionPublishMutation>(graphql`
    mutation ShareCollectionPublishMutation($input: PublishCollectionInput!) {
      publishCollection(input: $input) {
        collection {
          id
          shareToken
          shareUrl
          publishedAt
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const [unpublish, unpublishing] = useMutation<ShareCollectionUnpublishMutation>(graphql`
    mutation ShareCollectionUnpublishMutation($input: UnpublishCollectionInput!) {
      unpublishCollection(input: $input) {
        collection {
          id
          shareToken
          shareUrl
          publishedAt
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const busy = publishing || unpublishing;

  const run = (action: 'publish' | 'unpublish') => {
    setError(null);
    const done = (payload: { collection: unknown; errors: readonly PayloadErrorRef[] }) => {
      setConfirming(null);
      if (payload.collection) {
        toast.success(action === 'publish' ? 'Collection shared' : 'Collection no longer shared');
      } else {
        setError(firstPayloadError(payload.errors) ?? 'Something went wrong. Try again.');
      }
    };
    const failed = () => {
      setConfirming(null);
      setError('Could not reach the server. Try again.');
    };
    if (action === 'publish') {
      publish({
        variables: { input: { id: data.id } },
        onCompleted: (response) => done(response.publishCollection),
        onError: failed,
      });
    } else {
      unpublish({
        variables: { input: { id: data.id } },
        onCompleted: (response) => done(response.unpublishCollection),
        onError: failed,
      });
    }
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
          <p id={ids.status} className="text-sm text-slate-700" role="status">
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

          {data.shareUrl ? (
            <>
              <div>
                <label htmlFor={ids.link} className="block text-sm font-semibold">
                  Public link
                </label>
                <div className="mt-1 flex gap-2">
                  <input
                    id={ids.link}
                    ref={linkRef}
                    readOnly
                    value={data.shareUrl}
                    className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-slate-900 font-mono text-sm"
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <button
                    type="button"
                    className="btn-secondary"
                    onClick={() => void copy(data.shareUrl ?? '', 'Link', linkRef.current)}
                  >
                    Copy link
                  </button>
                </div>
                <a
                  href={data.shareUrl}
                  target="_blank"
                  rel="noopener"
                  className="mt-1 inline-block text-sm text-indigo-700 underline"
                >
                  Open the public page<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </div>
              <div>
                <label htmlFor={ids.embed} className="block text-sm font-semibold">
                  Embed code
                </label>
                <p className="text-xs text-slate-600">
                  Paste it into any web page to show the collection there.
                </p>
                <textarea
                  id={ids.embed}
                  ref={embedRef}
                  readOnly
                  rows={3}
                  value={embedSnippet(data.shareUrl, data.name)}
                  className="mt-1 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-slate-900 font-mono text-xs"
                  onFocus={(event) => event.currentTarget.select()}
                />
                <button
                  type="button"
                  className="btn-secondary mt-1"
                  onClick={() =>
                    void copy(
                      embedSnippet(data.shareUrl ?? '', data.name),
                      'Embed code',
                      embedRef.current,
                    )
                  }
                >
                  Copy embed code
                </button>
              </div>
            </>
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
