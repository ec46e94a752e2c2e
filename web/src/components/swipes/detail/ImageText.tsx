import { graphql, useFragment } from 'react-relay/hooks';
import type { ImageText_swipe$key } from '../../../__generated__/ImageText_swipe.graphql';

const DETAIL_LABEL = 'block text-xs font-semibold tracking-wide text-slate-500 uppercase';

/**
 * The words the server read in the swipe's image or its email's images (OCR), which search
 * finds: while they are read, then what was found. Nothing for a swipe without pictures or
 * with no text in them.
 */
export function ImageText({ swipe }: { swipe: ImageText_swipe$key }) {
  const { imageText, imageTextStatus } = useFragment(
    graphql`
      fragment ImageText_swipe on Swipe {
        imageText
        imageTextStatus
      }
    `,
    swipe,
  );
  const text = imageText?.trim();
  if (imageTextStatus === 'PENDING') {
    return (
      <section aria-labelledby="image-text-heading">
        <h3 id="image-text-heading" className={DETAIL_LABEL}>
          Text in the image
        </h3>
        <p className="mt-1 text-sm text-slate-500" role="status">
          Reading the text in the image…
        </p>
      </section>
    );
  }
  if (imageTextStatus !== 'DONE' || !text) return null;
  return (
    <section aria-labelledby="image-text-heading">
      <h3 id="image-text-heading" className={DETAIL_LABEL}>
        Text in the image
      </h3>
      <p className="mt-1 max-h-48 overflow-y-auto text-sm whitespace-pre-line break-words text-slate-800">
        {text}
      </p>
    </section>
  );
}
