import { imageUrl, srcSet } from '../lib/images';

/** A card in a grid of four columns on wide screens, down to one on phones. */
const GRID_SIZES =
  '(min-width: 1280px) 22vw, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw';

/**
 * A card's picture (8:5, cropped from the top, loaded lazily). Stored files go through the
 * image endpoint; the gallery's covers are files of the site.
 */
export function CoverPicture({
  path,
  title,
  sizes = GRID_SIZES,
}: {
  path: string;
  title: string;
  /** The `sizes` of the card's grid. */
  sizes?: string;
}) {
  const stored = path.startsWith('/files/');
  return (
    <img
      src={stored ? imageUrl(path, 640) : path}
      srcSet={stored ? srcSet(path, { min: 256, max: 1080 }) : undefined}
      sizes={stored ? sizes : undefined}
      alt={title}
      width={640}
      height={400}
      loading="lazy"
      decoding="async"
      className="h-full w-full object-cover object-top"
    />
  );
}
