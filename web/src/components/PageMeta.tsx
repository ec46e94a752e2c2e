import { createElement } from 'react';
import { useLocation } from 'react-router';
import { headTags, type PageHead } from '../lib/pageHead';
import { withOwnPreview } from '../lib/pageHeads';

/**
 * <title>, description, canonical link and Open Graph/Twitter tags of a public page
 * (lib/pageHead.ts), with the page's own preview image where it has one (the same the server
 * sends: lib/pageHeads.ts). React 19 hoists them into <head> and removes them when the page
 * unmounts.
 */
export function PageMeta(head: PageHead) {
  const { pathname } = useLocation();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return headTags(withOwnPreview(head, pathname), origin, pathname).map(
    ({ name, attributes, text }, index) =>
      // The list of tags for a page never reorders: the index is a stable key.
      createElement(name, { key: `${name}-${index}`, ...attributes }, text),
  );
}
