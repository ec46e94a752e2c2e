import { remixPartLabel } from '@swipestack/common/remix';
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { RemixCard_remix$key } from '../../__generated__/RemixCard_remix.graphql';
import { RemixProgressStream } from './RemixProgressStream';
import { RemixVariantCard, swipeDetailHref } from './RemixVariantCard';

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The first words of the product description, for the remix's heading. */
export function briefHeading(product: string, max = 90): string {
  const line = product.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line || 'Remix';
}

/**
 * A remix: its brief (product, audience, tone, parts), the swipe it started from, when and
 * with which model, and its variants, followed live while they are being written. Editors get
 * Delete (once nothing is being written).
 */
export const RemixCard = memo(function RemixCard({
  remix: key,
  teamId,
  canEdit,
  focusOnMount,
  onDelete,
}: {
  remix: RemixCard_remix$key;
  teamId: string;
  canEdit: boolean;
  /** Just asked for: the heading takes the focus as it appears. */
  focusOnMount: boolean;
  onDelete: (remix: { id: string; title: string; sourceSwipeId: string | null }) => void;
}) {
  const remix = useFragment(
    graphql`
      fragment RemixCard_remix on Remix {
        id
        createdAt
        model
        product
        audience
        tone
        parts
        sourceTitle
        sourceSwipe {
          id
        }
        author {
          name
        }
        # The variants' own fields, which RemixVariantCard shows, rather than a fragment of its
        # own: one more fragment level would take /remix's list query (Team → remixes → Remix
        # → variants → savedSwipe) past the server's depth limit of 12 (docs/graphql.md).
        variants {
          id
          text
          status
          error
          rating
          edited
          savedSwipe {
            id
            title
          }
        }
      }
    `,
    key,
  );
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const writing = remix.variants.some((variant) => variant.status === 'WRITING');
  // Followed while being written, and until the stream has ended and the remix been read again.
  const [following, setFollowing] = useState(writing);
  if (writing && !following) setFollowing(true);
  const finished = useCallback(() => setFollowing(false), []);
  const title = briefHeading(remix.product);
  const created = new Date(String(remix.createdAt));

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      {following ? (
        <RemixProgressStream remixId={remix.id} teamId={teamId} onFinished={finished} />
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h3
            ref={heading}
            id={headingId}
            tabIndex={-1}
            className="text-base font-semibold break-words text-slate-900 focus:outline-none focus-visible:outline-2"
          >
            {title}
          </h3>
          <p className="mt-1 text-xs text-slate-600">
            {remix.sourceTitle ? (
              <>
                From{' '}
                {remix.sourceSwipe ? (
                  <Link
                    to={swipeDetailHref(remix.sourceSwipe.id)}
                    className="font-medium text-indigo-700 underline"
                  >
                    {remix.sourceTitle}
                  </Link>
                ) : (
                  <span className="font-medium">{remix.sourceTitle}</span>
                )}
                {' · '}
              </>
            ) : null}
            <time dateTime={String(remix.createdAt)}>{DATE.format(created)}</time>
            {' · '}
            {remix.model}
            {remix.author ? ` · by ${remix.author.name}` : ''}
          </p>
        </div>
        {canEdit ? (
          <button
            type="button"
            className="btn-secondary !px-3 !py-1.5 !text-xs"
            disabled={writing}
            title={writing ? 'A remix can be deleted once it is written.' : undefined}
            onClick={() =>
              onDelete({ id: remix.id, title, sourceSwipeId: remix.sourceSwipe?.id ?? null })
            }
          >
            Delete<span className="sr-only"> remix “{title}”</span>
          </button>
        ) : null}
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Parts</dt>
        <dd>{remix.parts.map(remixPartLabel).join(', ')}</dd>
        {remix.audience ? (
          <>
            <dt className="text-slate-600">Audience</dt>
            <dd className="break-words">{remix.audience}</dd>
          </>
        ) : null}
        {remix.tone ? (
          <>
            <dt className="text-slate-600">Tone</dt>
            <dd className="break-words">{remix.tone}</dd>
          </>
        ) : null}
      </dl>
      <ol aria-label="Variants" className="mt-4 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {remix.variants.map((variant, index) => (
          <li key={variant.id}>
            <RemixVariantCard
              variant={variant}
              number={index + 1}
              teamId={teamId}
              canEdit={canEdit}
            />
          </li>
        ))}
      </ol>
    </article>
  );
});
