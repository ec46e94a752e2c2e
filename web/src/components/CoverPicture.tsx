import { imageUrl, srcSet } from '../lib/images';
import { CARD_PICTURE, CardPictureFrame } from './CardPictureFrame';

/** A card in a grid of four columns on wide screens, down to one on phones. */
const GRID_SIZES =
  '(min-width: 1280px) 22vw, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw';

/**
 * A card's picture (in its frame: its whole width, the top of a tall one; loaded lazily). Stored files go through the
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
    <CardPictureFrame>
      <img
        src={stored ? imageUrl(path, 640) : path}
        srcSet={stored ? srcSet(path, { min: 256, max: 1080 }) : undefined}
        sizes={stored ? sizes : undefined}
        alt={title}
        loading="lazy"
        decoding="async"
        className={CARD_PICTURE}
      />
    </CardPictureFrame>
  );
}
