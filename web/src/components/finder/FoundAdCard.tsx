import { adPlatformLabel } from '@swipestack/common/finder';
import { Icon } from '@swipestack/common/ui/Icon';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { AdSource } from '../../__generated__/AdResultsQuery.graphql';
import type { FoundAdCard_ad$key } from '../../__generated__/FoundAdCard_ad.graphql';
import { CoverPicture } from '../CoverPicture';
import { swipeHref } from '../swipes/saveAsSwipe';
import { runDates } from './finderFormat';
import { useSaveFoundAd } from './useSaveFoundAd';

/** The results' grid: one column on phones, two beside the tracked brands, three on wide screens. */
const SIZES = '(min-width: 1536px) 22vw, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw';

/** More from and Track: small text buttons under the card's main actions. */
const BRAND_ACTION = 'rounded text-left font-semibold text-indigo-700 hover:underline';

/** A brand to follow, as a Meta result names it (Track fills the tracked brand form with it). */
export interface BrandToTrack {
  pageId: string;
  brand: string;
}

/**
 * A result of Ad Finder: the brand, title and text of the ad, where and when it ran, its picture
 * when it has one, where to see it, and Save (editors and above; once saved: Saved, with a link
 * to the swipe). A Meta ad with a page offers More from the brand (searches its page) and Track
 * (fills the tracked brand form). The team's own ads are saved: they link to their swipe.
 */
export const FoundAdCard = memo(function FoundAdCard({
  ad,
  source,
  teamId,
  canSave,
  trackedPageIds,
  onMoreFrom,
  onTrack,
}: {
  ad: FoundAdCard_ad$key;
  /**
   * The tab it was found in. Not read from the ad: its key (`meta:<id>`, `example:<id>`) is
   * also a Discover item's id, so the two share one record in the store.
   */
  source: AdSource;
  teamId: string;
  canSave: boolean;
  /** Facebook pages the team tracks already: their ads say Tracked instead of offering Track. */
  trackedPageIds: ReadonlySet<string>;
  /** Search Meta's Ad Library for this page's ads. */
  onMoreFrom: (pageId: string) => void;
  /** Open the tracked brand form with this page; null: tracking is not offered. */
  onTrack: ((brand: BrandToTrack) => void) | null;
}) {
  const data = useFragment(
    graphql`
      fragment FoundAdCard_ad on FoundAd {
        id
        title
        brand
        pageId
        body
        platforms
        startedAt
        stoppedAt
        imageUrl
        link
        savedSwipe {
          id
        }
      }
    `,
    ad,
  );
  const titleId = useId();
  const [save, saving] = useSaveFoundAd(teamId);
  // Once saved, the focus goes from Save (gone) to the link to the new swipe.
  const [justSaved, setJustSaved] = useState(false);
  const openLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!justSaved || !openLink.current) return;
    openLink.current.focus();
    setJustSaved(false);
  });

  const meta = source === 'META';
  const tracked = data.pageId ? trackedPageIds.has(data.pageId) : false;
  const own = source === 'TEAM';
  const ran = runDates(data.startedAt, data.stoppedAt);
  const showBrand = data.brand && data.brand !== data.title;
  const brandName = data.brand || data.title;

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {data.imageUrl ? (
        <div className="aspect-[8/5] overflow-hidden bg-slate-100">
          <CoverPicture path={data.imageUrl} title={data.title} sizes={SIZES} />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-3">
        {showBrand ? (
          <p className="truncate text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {data.brand}
          </p>
        ) : null}
        <h3 id={titleId} className="line-clamp-2 text-sm font-semibold text-slate-900">
          {data.title}
        </h3>
        {data.body ? (
          <p className="line-clamp-4 text-sm whitespace-pre-line text-slate-700">{data.body}</p>
        ) : null}
        {data.platforms.length || ran ? (
          <div className="space-y-1 text-xs text-slate-600">
            {data.platforms.length ? (
              <ul aria-label="Platforms" className="flex flex-wrap gap-1">
                {data.platforms.map((platform) => (
                  <li
                    key={platform}
                    className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700"
                  >
                    {adPlatformLabel(platform)}
                  </li>
                ))}
              </ul>
            ) : null}
            {ran ? <p>{ran}</p> : null}
          </div>
        ) : null}

        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 pt-1">
          {data.savedSwipe ? (
            <>
              {own ? null : (
                <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
                  <Icon name="check" className="size-4" />
                  Saved
                </span>
              )}
              <Link
                ref={openLink}
                to={swipeHref(data.savedSwipe.id)}
                className="text-sm font-semibold text-indigo-700 hover:underline"
              >
                Open swipe<span className="sr-only"> {data.title}</span>
              </Link>
            </>
          ) : canSave && !own ? (
            <button
              type="button"
              className="btn-primary !px-3 !py-1.5"
              disabled={saving}
              onClick={() => save({ id: data.id, title: data.title }, () => setJustSaved(true))}
            >
              {saving ? 'Saving…' : 'Save'}
              <span className="sr-only"> {data.title} to your swipe file</span>
            </button>
          ) : null}
          {data.link ? (
            <a
              href={data.link}
              target="_blank"
              rel={meta ? 'noopener noreferrer' : 'noopener'}
              className="text-sm font-medium text-indigo-700 hover:underline"
            >
              {meta ? 'View in Ad Library' : 'View example'}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>

        {meta && data.pageId ? (
          <div className="flex flex-col items-start gap-1 border-t border-slate-100 pt-2 text-left text-xs">
            <button
              type="button"
              className={BRAND_ACTION}
              onClick={() => data.pageId && onMoreFrom(data.pageId)}
            >
              More from {brandName}
            </button>
            {tracked ? (
              <span className="inline-flex items-center gap-1 font-semibold text-emerald-800">
                <Icon name="check" className="size-4" />
                Tracked
              </span>
            ) : onTrack ? (
              <button
                type="button"
                className={BRAND_ACTION}
                onClick={() => data.pageId && onTrack({ pageId: data.pageId, brand: brandName })}
              >
                Track {brandName}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
});
