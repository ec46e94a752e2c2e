import { useState } from 'react';
import { allowedWidth, imageUrl, srcSet } from '../../../lib/images';

/** A swipe's picture: fitted to the width, or (clicked) at its natural size, scrollable. */
export function ScreenshotViewer({
  path,
  width,
  height,
  title,
}: {
  path: string;
  width: number | null | undefined;
  height: number | null | undefined;
  title: string;
}) {
  const [zoomed, setZoomed] = useState(false);
  return (
    <div className="h-full max-h-[75dvh] overflow-auto rounded-lg border border-slate-200 bg-slate-100 lg:max-h-none">
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
    </div>
  );
}
