import { useLocation } from 'react-router';
import { DEFAULT_DESCRIPTION, OG_IMAGE_PATH, pageTitle, SITE_NAME } from '../lib/site';

interface PageMetaProps {
  /** Page title without the site name; omitted on the home page. */
  title?: string;
  description?: string;
  /** `article` for docs and posts. */
  type?: 'website' | 'article';
}

/**
 * <title>, description, canonical link and Open Graph/Twitter tags of a public page. React 19
 * hoists them into <head> and removes them when the page unmounts.
 */
export function PageMeta({
  title,
  description = DEFAULT_DESCRIPTION,
  type = 'website',
}: PageMetaProps) {
  const { pathname } = useLocation();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const fullTitle = pageTitle(title);
  const url = `${origin}${pathname}`;
  const image = `${origin}${OG_IMAGE_PATH}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title ?? fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={`${SITE_NAME}: the swipe file for marketers`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title ?? fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
