import { graphql, useFragment } from 'react-relay/hooks';
import type { SharedBadge_collection$key } from '../../__generated__/SharedBadge_collection.graphql';

/** "Shared publicly" beside the collection's name while it is published (every member sees it). */
export function SharedBadge({ collection }: { collection: SharedBadge_collection$key }) {
  const data = useFragment(
    graphql`
      fragment SharedBadge_collection on Collection {
        shareUrl
      }
    `,
    collection,
  );
  if (!data.shareUrl) return null;
  return (
    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      Shared publicly
    </span>
  );
}
