import { Icon } from '@swipestack/common/ui/Icon';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DiscoverItemCard_item$key } from '../../__generated__/DiscoverItemCard_item.graphql';
import { kindLabel } from '../../lib/swipeKinds';
import { CoverPicture } from '../CoverPicture';
import { KindPlaceholder } from '../swipes/SwipeCard';
import { categoryLabel } from './discoverFilters';
import { useHideDiscoverItem } from './useHideDiscoverItem';
import { useSaveDiscoverItem } from './useSaveDiscoverItem';

/**
 * An item of the Discover feed: its picture, what it is and where it comes from, why it is
 * shown, a title that opens its page in a new tab, Save (editors and above) and Hide. An ad of
 * a tracked brand has no picture: its text takes the picture's place, and its title opens its
 * page of Meta's Ad Library.
 */
export function DiscoverItemCard({
  item,
  teamId,
  feedId,
  canSave,
  isNew,
  onRemoved,
}: {
  item: DiscoverItemCard_item$key;
  teamId: string;
  /** The feed on screen (its connection), which the item leaves when saved or hidden. */
  feedId: string;
  canSave: boolean;
  /** New to the viewer (kept for the whole visit, though opening the page marks it seen). */
  isNew: boolean;
  /** The item left the feed: focus moves on. */
  onRemoved: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment DiscoverItemCard_item on DiscoverItem {
        id
        source
        title
        text
        kind
        category
        imageUrl
        link
        collectionName
        reason
      }
    `,
    item,
  );
  const titleId = useId();
  const [save, saving] = useSaveDiscoverItem(teamId, feedId);
  const [hide, hiding] = useHideDiscoverItem(teamId, feedId);
  const community = data.source === 'COLLECTION';
  const tracked = data.source === 'TRACKED';

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="aspect-[8/5] overflow-hidden bg-slate-100">
        {data.imageUrl ? (
          <CoverPicture path={data.imageUrl} title={data.title} />
        ) : tracked && data.text ? (
          <p className="line-clamp-6 h-full bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800">
            {data.text}
          </p>
        ) : (
          <KindPlaceholder kind={data.kind} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex flex-wrap items-center gap-1.5 text-xs">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
            {kindLabel(data.kind)}
          </span>
          <span className="rounded-full bg-indigo-50 px-2 py-0.5 font-medium text-indigo-800">
            {categoryLabel(data.category)}
          </span>
          {isNew ? (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900">
              New<span className="sr-only"> since your last visit to Discover</span>
            </span>
          ) : null}
        </div>
        <h2 id={titleId} className="line-clamp-2 text-sm font-semibold text-slate-900">
          <a
            href={data.link}
            target="_blank"
            rel={tracked ? 'noopener noreferrer' : 'noopener'}
            className="hover:text-indigo-700 hover:underline"
          >
            {data.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </h2>
        {community && data.collectionName ? (
          <p className="truncate text-xs text-slate-600">From “{data.collectionName}”</p>
        ) : null}
        {tracked ? <p className="text-xs text-slate-600">From a tracked brand</p> : null}
        {data.text && !tracked ? (
          <p className="line-clamp-2 text-sm text-slate-700">{data.text}</p>
        ) : null}
        {data.reason ? (
          <p className="flex gap-1 text-xs text-indigo-800">
            <Icon name="spark" className="mt-0.5 size-3.5" />
            <span>{data.reason}</span>
          </p>
        ) : null}
        <div className="mt-auto flex gap-2 pt-1">
          {canSave ? (
            <button
              type="button"
              className="btn-primary !px-3 !py-1.5"
              disabled={saving}
              onClick={() => save({ id: data.id, title: data.title }, onRemoved)}
            >
              {saving ? 'Saving…' : 'Save'}
              <span className="sr-only"> {data.title} to your swipe file</span>
            </button>
          ) : null}
          <button
            type="button"
            className="btn-secondary !px-3 !py-1.5"
            disabled={hiding}
            onClick={() => hide(data.id, onRemoved)}
          >
            Hide<span className="sr-only"> {data.title}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
