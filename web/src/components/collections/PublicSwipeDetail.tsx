import { graphql, useFragment } from 'react-relay/hooks';
import type { PublicSwipeDetail_swipe$key } from '../../__generated__/PublicSwipeDetail_swipe.graphql';
import { imageUrl, srcSet } from '../../lib/images';
import { kindLabel, sourceDomain } from '../../lib/swipeKinds';
import { Modal } from '../swipes/Modal';
import { KindPlaceholder } from '../swipes/SwipeCard';

const label = 'block text-xs font-semibold tracking-wide text-slate-500 uppercase';

/** The read-only detail of one swipe of a published collection (?swipe=<id>). */
export function PublicSwipeDetail({
  swipe: swipeKey,
  open,
  onClose,
}: {
  /** Null when the address names a swipe that is not among those loaded. */
  swipe: PublicSwipeDetail_swipe$key | null;
  open: boolean;
  onClose: () => void;
}) {
  const swipe = useFragment(
    graphql`
      fragment PublicSwipeDetail_swipe on PublicSwipe {
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
    `,
    swipeKey,
  );
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
