import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { RemixLink_swipe$key } from '../../../__generated__/RemixLink_swipe.graphql';

/** `/remix?swipe=<id>`: AI Remix starting from this swipe. */
export function remixHref(swipeId: string): string {
  return `/remix?${new URLSearchParams({ swipe: swipeId })}`;
}

/**
 * "Remix" in the detail view (editors only: the caller hides it for viewers), while the swipe
 * has text AI Remix can start from (`remixable`: notes, page, email or image text).
 */
export function RemixLink({ swipe }: { swipe: RemixLink_swipe$key }) {
  const data = useFragment(
    graphql`
      fragment RemixLink_swipe on Swipe {
        id
        remixable
      }
    `,
    swipe,
  );
  if (!data.remixable) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Link
        to={remixHref(data.id)}
        className="btn-secondary !px-3 !py-1.5"
        aria-describedby={`remix-hint-${data.id}`}
      >
        Remix
      </Link>
      <p id={`remix-hint-${data.id}`} className="text-xs text-slate-600">
        Write new copy from this swipe with AI Remix.
      </p>
    </div>
  );
}
