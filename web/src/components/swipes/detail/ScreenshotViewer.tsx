import { type ReactNode, useState } from 'react';
import { allowedWidth, imageUrl, srcSet } from '../../../lib/images';

/**
 * A swipe's picture: fitted to the width, or (clicked) at its natural size, scrollable.
 * `toolbar` goes above it; `overlay` is drawn over the picture, in a box of its size (the
 * comments pinned on it).
 */
export function ScreenshotViewer({
  path,
  width,
  height,
  title,
  toolbar,
  overlay,
}: {
  path: string;
  width: number | null | undefined;
  height: number | null | undefined;
  title: string;
  toolbar?: ReactNode;
  overlay?: ReactNode;
}) {
  const [zoomed, setZoomed] = useState(false);
  return (
    <div className="flex h-full flex-col gap-2">
      {toolbar}
      <div className="max-h-[75dvh] min-h-0 flex-1 overflow-auto rounded-lg border border-slate-200 bg-slate-100 lg:max-h-none">
        <div className={`relative ${zoomed && width ? 'w-fit' : ''}`}>
          <button
            type="button"
            onClick={() => setZoomed((z) => !z)}
            aria-label={zoomed ? 'Fit the image to the window' : 'Zoom to full size'}
            aria-pressed={zoomed}
            className={`block ${zoomed ? 'cursor-zoom-out' : 'w-full cursor-zoom-in'}`}
          >
            {zoomed && width ? (
              <img
                src={imageUrl(path, allowedWidth(width))}
                alt={title}
                width={width}
                height={height ?? undefined}
                style={{ width, maxWidth: 'none' }}
                className="block h-auto"
              />
            ) : (
              <img
                src={imageUrl(path, 1200)}
                srcSet={srcSet(path, { min: 640, naturalWidth: width })}
                sizes="(min-width: 1024px) 65vw, 100vw"
                alt={title}
                width={width ?? undefined}
                height={height ?? undefined}
                className="block h-auto w-full"
              />
            )}
          </button>
          {overlay}
        </div>
      </div>
    </div>
  );
}
