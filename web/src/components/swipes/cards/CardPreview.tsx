import type { ReactNode } from 'react';
import { imageUrl, srcSet } from '../../../lib/images';
import { CARD_PICTURE, CardPictureFrame } from '../../CardPictureFrame';
import { type CardVideo, VideoCardPreview } from '../../videos/VideoCardPreview';
import { cardLayout, copyExcerpt, hostOf, pictureRatio } from './cardLayout';
import { Favicon } from './Favicon';

// On the swipes page an editor's card has a selection checkbox in its top-left corner
// (SelectableSwipe marks the card `data-selectable`): the card's first words make room for it.
const BESIDE_CHECKBOX = '[[data-selectable]_&]:pl-11';

/** Room for the checkbox at the start of a card's copy: the text flows around it. */
function CheckboxRoom({ compact }: { compact: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`hidden float-left [[data-selectable]_&]:block ${compact ? 'h-7 w-7' : 'h-6 w-7'}`}
    />
  );
}

/** How dense the list the card sits in is: pictures are sized for its columns. */
export type CardDensity = 'comfortable' | 'compact' | 'masonry';

const SIZES: Record<CardDensity, string> = {
  comfortable: '(min-width: 1280px) 22vw, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw',
  compact: '(min-width: 1280px) 15vw, (min-width: 768px) 22vw, 45vw',
  masonry: '(min-width: 1280px) 22vw, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw',
};

export interface PreviewSwipe {
  readonly title: string;
  readonly kind: string;
  readonly url?: string | null | undefined;
  readonly source?: string | null | undefined;
  readonly notes?: string | null | undefined;
  readonly thumbnailUrl?: string | null | undefined;
  readonly imageWidth?: number | null | undefined;
  readonly imageHeight?: number | null | undefined;
  readonly faviconUrl?: string | null | undefined;
  readonly video?: CardVideo | null | undefined;
}

function Thumbnail({ path, density }: { path: string; density: CardDensity }) {
  return (
    <CardPictureFrame>
      <img
        src={imageUrl(path, density === 'compact' ? 384 : 640)}
        srcSet={srcSet(path, { min: 256, max: 1080 })}
        sizes={SIZES[density]}
        alt=""
        loading="lazy"
        decoding="async"
        className={CARD_PICTURE}
      />
    </CardPictureFrame>
  );
}

/**
 * The top of a card, by what the swipe is (cardLayout): its copy, an email's subject and
 * sender over the top of its render, a page's top with its icon and host, a picture at
 * its own aspect ratio, or a video's poster (VideoCardPreview). `status` (the capture's badge) sits over it.
 */
export function CardPreview({
  swipe,
  density,
  status,
}: {
  swipe: PreviewSwipe;
  density: CardDensity;
  status?: ReactNode;
}) {
  const layout = cardLayout(swipe);
  const compact = density === 'compact';
  const frame = 'relative overflow-hidden bg-slate-100';

  if (layout === 'video' && swipe.video) {
    return <VideoCardPreview video={swipe.video} sizes={SIZES[density]} status={status} />;
  }

  if (layout === 'image' && swipe.thumbnailUrl) {
    const ratio = pictureRatio(swipe.imageWidth, swipe.imageHeight);
    return (
      <div className={frame} style={{ aspectRatio: ratio }} data-card-layout="image">
        <Thumbnail path={swipe.thumbnailUrl} density={density} />
        {status}
      </div>
    );
  }

  if (layout === 'copy') {
    const copy = copyExcerpt(swipe.notes) || swipe.title;
    return (
      <div
        className={`${frame} aspect-[4/3] bg-amber-50 ${compact ? 'p-2.5' : 'p-4'}`}
        data-card-layout="copy"
      >
        <p
          className={`font-serif whitespace-pre-line text-slate-800 ${
            compact
              ? 'line-clamp-5 text-xs leading-snug'
              : 'line-clamp-6 text-[15px] leading-relaxed'
          }`}
        >
          <CheckboxRoom compact={compact} />
          {copy}
        </p>
        {status}
      </div>
    );
  }

  if (layout === 'email') {
    return (
      <div className={`${frame} flex aspect-[4/3] flex-col bg-white`} data-card-layout="email">
        <div
          className={`border-b border-slate-200 bg-emerald-50 ${compact ? 'px-2 py-1.5' : 'px-3 py-2'} ${BESIDE_CHECKBOX}`}
        >
          <p className="truncate text-xs text-slate-600">
            <span className="sr-only">From: </span>
            {swipe.source || 'Unknown sender'}
          </p>
          <p className={`truncate font-semibold text-slate-900 ${compact ? 'text-xs' : 'text-sm'}`}>
            <span className="sr-only">Subject: </span>
            {swipe.title}
          </p>
        </div>
        <div className="relative min-h-0 flex-1">
          {swipe.thumbnailUrl ? (
            <Thumbnail path={swipe.thumbnailUrl} density={density} />
          ) : swipe.notes ? (
            <p className="line-clamp-4 p-3 font-serif text-sm text-slate-700">
              {copyExcerpt(swipe.notes)}
            </p>
          ) : null}
        </div>
        {status}
      </div>
    );
  }

  const host = hostOf(swipe.url) ?? swipe.source ?? null;
  return (
    <div className={`${frame} flex aspect-[4/3] flex-col`} data-card-layout="website">
      <div
        className={`flex items-center gap-1.5 border-b border-slate-200 bg-white px-2 py-1 text-xs text-slate-600 ${BESIDE_CHECKBOX}`}
      >
        <Favicon src={swipe.faviconUrl} />
        <span className="truncate">{host}</span>
      </div>
      <div className="relative min-h-0 flex-1">
        {swipe.thumbnailUrl ? (
          <Thumbnail path={swipe.thumbnailUrl} density={density} />
        ) : (
          <div className={`h-full bg-sky-50 ${compact ? 'p-2' : 'p-3'}`}>
            <p
              className={`line-clamp-2 font-serif font-semibold text-slate-900 ${compact ? 'text-xs' : 'text-base'}`}
            >
              {swipe.title}
            </p>
            {swipe.notes ? (
              <p
                className={`mt-1 line-clamp-3 text-slate-700 ${compact ? 'text-[11px]' : 'text-sm'}`}
              >
                {copyExcerpt(swipe.notes)}
              </p>
            ) : null}
          </div>
        )}
      </div>
      {status}
    </div>
  );
}
