import { imageUrl, srcSet } from '../../lib/images';

/** A collection's cover image, or a quiet placeholder while it has none. */
export function CollectionCover({
  path,
  className,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
}: {
  path: string | null | undefined;
  className: string;
  /** How wide the image shows, for the browser to pick a width. */
  sizes?: string;
}) {
  if (!path) {
    return (
      <div
        aria-hidden="true"
        className={`bg-gradient-to-br from-indigo-50 to-slate-100 ${className}`}
      />
    );
  }
  return (
    <img
      src={imageUrl(path, 640)}
      srcSet={srcSet(path, { min: 256, max: 1080 })}
      sizes={sizes}
      alt=""
      loading="lazy"
      className={`bg-slate-100 object-cover object-left-top ${className}`}
    />
  );
}
