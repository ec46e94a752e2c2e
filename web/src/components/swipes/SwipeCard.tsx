import { memo, type ReactNode, useCallback } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { SwipeCard_swipe$key } from '../../__generated__/SwipeCard_swipe.graphql';
import { foundInText } from '../../lib/foundIn';
import { KIND_PLACEHOLDER, kindLabel, sourceDomain } from '../../lib/swipeKinds';
import { CaptureBadge, CaptureProblem } from '../captures/CardCapture';
import { CommentCount } from '../comments/CommentCount';
import { Highlight } from './browser/Highlight';
import { type CardDensity, CardPreview, type PreviewSwipe } from './cards/CardPreview';

/** The address of a swipe's detail view: the current page with ?swipe=<id>. */
export function useSwipeHref(): (id: string) => string {
  const { pathname, search } = useLocation();
  return useCallback(
    (id) => {
      const params = new URLSearchParams(search);
      params.set('swipe', id);
      return `${pathname}?${params}`;
    },
    [pathname, search],
  );
}

export function KindPlaceholder({ kind, className = '' }: { kind: string; className?: string }) {
  return (
    <div
      className={`flex h-full w-full items-center justify-center bg-gradient-to-br text-sm font-semibold tracking-wide uppercase ${
        KIND_PLACEHOLDER[kind] ?? 'from-slate-100 to-slate-200 text-slate-700'
      } ${className}`}
      aria-hidden="true"
    >
      {kindLabel(kind)}
    </div>
  );
}

/**
 * A swipe of the team's grid; `canEdit` shows Retry on a failed or partial capture. Memoised:
 * Relay keeps unchanged records' objects, so loading the next page renders only its cards.
 */
export const SwipeCard = memo(function SwipeCard({
  swipe,
  href,
  canEdit,
  foundIn,
  density = 'comfortable',
}: {
  swipe: SwipeCard_swipe$key;
  href: string;
  canEdit: boolean;
  density?: CardDensity;
  /** Where a search found it (its edge's foundIn), while searching. */
  foundIn?: readonly string[] | null | undefined;
}) {
  const data = useFragment(
    graphql`
      fragment SwipeCard_swipe on Swipe {
        id
        title
        kind
        url
        source
        notes
        thumbnailUrl
        imageWidth
        imageHeight
        faviconUrl
        captureStatus
        captureError
        captureReport {
          partialReason
        }
        video {
          status
          failure
          durationMs
          width
          height
          posterUrl
          stripUrl
          stripFrames
        }
        tags {
          title
        }
        commentCount
      }
    `,
    swipe,
  );
  const { video } = data;
  return (
    <SwipeCardView
      swipe={{
        ...data,
        video: video && {
          status: video.status,
          failure: video.failure,
          durationMs: video.durationMs,
          width: video.width,
          height: video.height,
          posterUrl: video.posterUrl,
          stripUrl: video.stripUrl,
          stripFrames: video.stripFrames,
        },
      }}
      tags={data.tags.map((tag) => tag.title)}
      href={href}
      heading="h3"
      density={density}
      status={<CaptureBadge kind={data.kind} status={data.captureStatus} />}
      footer={
        <CaptureProblem
          swipe={data}
          partialReason={data.captureReport?.partialReason}
          canEdit={canEdit}
        />
      }
      note={foundInText(foundIn)}
      commentCount={data.commentCount}
    />
  );
});

interface SwipeCardViewProps {
  swipe: PreviewSwipe;
  /** How dense the grid is (default comfortable). */
  density?: CardDensity;
  /** The titles of its tags. */
  tags: readonly string[];
  /** Where its title links to: the swipe's detail view. */
  href: string;
  /** The title's heading level on the page it shows on. */
  heading: 'h2' | 'h3';
  /** Shown over the picture: how its capture stands, when there is something to say. */
  status?: ReactNode;
  /** Shown last, above the card's link (it may hold buttons). */
  footer?: ReactNode;
  /** Opening the detail keeps the page scrolled where it is. */
  preventScrollReset?: boolean;
  /** A line under the title (where a search found it). */
  note?: string | null;
  /** How many comments it has (shown when some). */
  commentCount?: number;
}

/**
 * A swipe in a grid: what it is (its copy, email, page or picture: CardPreview), title linking
 * to its detail, kind, source and tags. What the team's grid (SwipeCard) and a published collection's page
 * (PublicSwipeCard) both draw, each from its own fragment.
 */
export function SwipeCardView({
  swipe,
  tags,
  href,
  heading: Heading,
  status,
  footer,
  preventScrollReset,
  note,
  commentCount = 0,
  density = 'comfortable',
}: SwipeCardViewProps) {
  const domain = sourceDomain(swipe.url, swipe.source);
  const compact = density === 'compact';
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-indigo-600 ${compact ? 'rounded-lg' : 'rounded-xl'}`}
    >
      <CardPreview swipe={swipe} density={density} status={status} />
      <div className={`flex flex-1 flex-col ${compact ? 'gap-1 p-2' : 'gap-2 p-3'}`}>
        <Heading
          className={`font-semibold text-slate-900 ${compact ? 'line-clamp-1 text-xs' : 'line-clamp-2 text-sm'}`}
        >
          <Link
            to={href}
            preventScrollReset={preventScrollReset}
            className="after:absolute after:inset-0 focus:outline-none"
          >
            <Highlight text={swipe.title} />
          </Link>
        </Heading>
        {note ? <p className="text-xs text-indigo-700">{note}</p> : null}
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
            {kindLabel(swipe.kind)}
          </span>
          {domain ? (
            <span className="truncate">
              <Highlight text={domain} />
            </span>
          ) : null}
          {commentCount > 0 ? (
            <span className="ml-auto">
              <CommentCount count={commentCount} />
            </span>
          ) : null}
        </div>
        {tags.length && !compact ? (
          <ul className="flex flex-wrap gap-1" aria-label="Tags">
            {tags.map((tag) => (
              <li
                key={tag}
                className="rounded bg-indigo-50 px-1.5 py-0.5 text-xs font-medium text-indigo-800"
              >
                #<Highlight text={tag} />
              </li>
            ))}
          </ul>
        ) : null}
        {footer}
      </div>
    </article>
  );
}

const SKELETON_KEYS = Array.from({ length: 12 }, (_, n) => `skeleton-${n}`);

export function SwipeGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading swipes" className={GRID_CLASS}>
      {SKELETON_KEYS.slice(0, count).map((key) => (
        <div
          key={key}
          className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white"
        >
          <div className="aspect-[4/3] bg-slate-200" />
          <div className="space-y-2 p-3">
            <div className="h-3 w-3/4 rounded bg-slate-200" />
            <div className="h-3 w-1/3 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

export const GRID_CLASS = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
