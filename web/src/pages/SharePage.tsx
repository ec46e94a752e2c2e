import { useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useLocation, useParams, useSearchParams } from 'react-router';
import type { SharePageQuery as SharePageQueryType } from '../__generated__/SharePageQuery.graphql';
import { PageMeta } from '../components/PageMeta';
import { SharedItemPreview } from '../components/share/SharedItemPreview';
import { ShareSaveForm, type ShareSource } from '../components/share/ShareSaveForm';
import { PUBLIC_PAGE_HEADS } from '../lib/pageHeads';
import { type SharedItem, sharedFromAddress } from '../lib/shareLinks';
import { preload } from '../relay/preload';

const SharePageQuery = graphql`
  query SharePageQuery {
    viewer {
      ...ShareSaveForm_viewer
    }
  }
`;

interface SharePageData {
  queryRef: PreloadedQuery<SharePageQueryType>;
}

export function shareLoader(): SharePageData {
  // Always read again: signing in on the way back must show the form.
  return { queryRef: preload<SharePageQueryType>(SharePageQuery, {}, 'store-and-network') };
}

type PendingShare =
  | { state: 'loading' }
  | { state: 'missing'; message: string }
  | { state: 'ready'; item: SharedItem };

interface PreviewAnswer {
  data?: {
    share: {
      title: string | null;
      text: string | null;
      url: string | null;
      files: { index: number; name: string }[];
    };
  };
  error?: string;
}

/** A pending share, as its owner may read it (signed in, it is claimed on the way). */
function usePendingShare(shareId: string | undefined, signedIn: boolean): PendingShare | null {
  const [pending, setPending] = useState<PendingShare>({ state: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: signing in claims the share, which is read again then
  useEffect(() => {
    if (!shareId) return;
    let current = true;
    setPending({ state: 'loading' });
    fetch(`/api/shares/${encodeURIComponent(shareId)}`, { credentials: 'same-origin' })
      .then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as PreviewAnswer;
        if (!current) return;
        const share = body.data?.share;
        if (!share) {
          setPending({ state: 'missing', message: body.error ?? 'This shared item is not here.' });
          return;
        }
        setPending({
          state: 'ready',
          item: {
            title: share.title,
            text: share.text,
            url: share.url,
            images: share.files.map((file) => ({
              src: `/api/shares/${shareId}/files/${file.index}`,
              name: file.name,
            })),
          },
        });
      })
      .catch(() => {
        if (current)
          setPending({
            state: 'missing',
            message: 'We could not reach Swipestack. Check your connection and try again.',
          });
      });
    return () => {
      current = false;
    };
  }, [shareId, signedIn]);
  return shareId ? pending : null;
}

/**
 * The save screen of what a phone shared (`/share/<id>`, after the share target's POST) or an
 * address named (`/share?url=…&text=…&title=…`): what was shared, then team, tags and
 * collections and one button (docs/share.md). Signed out, it sends the visitor through sign-in
 * or sign-up and back here, the shared item kept.
 */
export function SharePage() {
  const { queryRef } = useLoaderData() as SharePageData;
  const { viewer } = usePreloadedQuery<SharePageQueryType>(SharePageQuery, queryRef);
  const { shareId } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const pending = usePendingShare(shareId, Boolean(viewer));
  const fromAddress = sharedFromAddress(search);
  const item = pending ? (pending.state === 'ready' ? pending.item : null) : fromAddress;
  const empty = !shareId && !item?.url && !item?.text;
  const source: ShareSource | null = shareId ? { shareId } : empty ? null : { item: fromAddress };
  const next = encodeURIComponent(`${location.pathname}${location.search}`);

  return (
    <div className="mx-auto max-w-lg px-4 py-8 sm:py-12">
      <PageMeta {...PUBLIC_PAGE_HEADS['/share']} />
      <h1 className="text-2xl font-bold tracking-tight">Save to Swipestack</h1>
      <div className="mt-6 space-y-6">
        {pending?.state === 'loading' ? (
          <p role="status" className="text-slate-700">
            Loading what you shared…
          </p>
        ) : null}
        {pending?.state === 'missing' ? (
          <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-900">
            {pending.message}
          </p>
        ) : null}
        {empty ? (
          <p className="text-slate-700">
            Nothing to save here yet: share a link, text or image to Swipestack from another app, or
            see{' '}
            <Link to="/mobile" className="font-medium text-indigo-700 underline">
              how to save from your phone
            </Link>
            .
          </p>
        ) : null}
        {item && !empty ? <SharedItemPreview item={item} /> : null}
        {item && source && !empty ? (
          viewer ? (
            <ShareSaveForm viewer={viewer} source={source} />
          ) : (
            <div className="space-y-3">
              <p className="text-slate-700">
                Sign in to save this to your swipe file; it waits here for you.
              </p>
              <p className="flex flex-wrap gap-3">
                <Link to={`/login?next=${next}`} className="btn-primary">
                  Sign in
                </Link>
                <Link to={`/register?next=${next}`} className="btn-secondary">
                  Create an account
                </Link>
              </p>
            </div>
          )
        ) : null}
      </div>
    </div>
  );
}
