import { COLLECTION_FEEDS, collectionFeedPath, type FeedFormat } from '@swipestack/common/feeds';
import {
  type PagePreview,
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  previewImagePath,
  previewLabel,
} from '@swipestack/common/previews';
import { DEFAULT_PRICES, FREE_SWIPE_LIMIT, formatPrice } from '@swipestack/common/pricing';
import type { PageHead } from './pageHead';
import { DEFAULT_DESCRIPTION, SITE_TAGLINE } from './site';

const MONTHLY = formatPrice(DEFAULT_PRICES.monthlyPriceCents);
const ANNUAL = formatPrice(DEFAULT_PRICES.annualPriceCents);

// The heads of the public pages, in one place: each page renders its own (PageMeta) and the
// build writes them all into page-heads.json for the server (web/build/page-heads.ts).

/** Pages at a fixed path. */
export const PUBLIC_PAGE_HEADS = {
  '/': {
    description: `Swipestack is the swipe file for marketers: save websites, emails, images, ads and landing pages, organise them with tags and collections, and share them with your team. Free for ${FREE_SWIPE_LIMIT} swipes.`,
  },
  '/pricing': {
    title: 'Pricing',
    description: `Swipestack plans: Free for ${FREE_SWIPE_LIMIT} swipes, Pro for individuals and Team per seat, ${MONTHLY} a month or ${ANNUAL} a year.`,
  },
  '/privacy': {
    title: 'Privacy Policy',
    description:
      'What Swipestack collects when you use the web app, the Chrome extension and email forwarding, and what we do with it.',
  },
  '/terms': {
    title: 'Terms of Service',
    description: 'The terms of using Swipestack: your account, your content, plans and billing.',
  },
  '/roadmap': {
    title: 'Roadmap',
    description:
      'What Swipestack does today, what we are building now, and what is planned next: Discover, AI Remix, Ad Finder and more.',
  },
  '/affiliates': {
    title: 'Affiliate programme',
    description:
      'Recommend Swipestack and earn 30% of every payment from the customers you refer for their first 12 months.',
  },
  '/tools': {
    title: 'Free marketing tools',
    description:
      'Free tools for marketers: check an email subject line and analyse a headline, right in your browser.',
  },
  '/tools/subject-line-checker': {
    title: 'Subject line checker',
    description:
      'Free email subject line checker: character and word count, emoji, truncation on phones and desktop inboxes, and spam-trigger words.',
  },
  '/tools/headline-analyzer': {
    title: 'Headline analyzer',
    description:
      'Free headline analyzer: word count, the balance of common, uncommon, emotional and power words, and a score with explanations.',
  },
  '/docs': {
    title: 'Help Docs',
    description:
      'How to use Swipestack: saving swipes, the Chrome extension, forwarding email, tags and collections, teams, billing and settings.',
  },
  '/blog': {
    title: 'Blog',
    description:
      'Ideas on swipe files, copywriting and marketing research from the Swipestack team.',
  },
  '/login': { title: 'Sign in', description: 'Sign in to your Swipestack swipe file.' },
  '/register': {
    title: 'Create your account',
    description: `Create a free Swipestack account and start your swipe file: up to ${FREE_SWIPE_LIMIT} swipes free, no card needed.`,
  },
  '/welcome': {
    title: 'Welcome',
    description: 'Your Swipestack swipe file is ready.',
    noindex: true,
  },
  '/first-swipe': {
    title: 'Save your first swipe',
    description:
      'Save your first swipe with the Chrome extension, by forwarding an email or by uploading a screenshot.',
    noindex: true,
  },
  '/changelog': {
    title: 'Changelog',
    description: 'What is new in Swipestack: features, fixes and improvements, newest first.',
  },
  '/mobile': {
    title: 'Swipestack on your phone',
    description:
      'Install Swipestack on your phone and save ads, posts, links and screenshots from any app’s share sheet in one tap; browse, search and organise swipes on the go.',
  },
  '/share': {
    title: 'Save to Swipestack',
    description: 'Save a link, text or images shared from your phone to your swipe file.',
    noindex: true,
  },
  '/plan-confirmation': {
    title: 'Your new plan',
    description: 'The plan your team is on after checkout, its seats and what changed.',
    noindex: true,
  },
  '/unsubscribe': {
    title: 'Unsubscribe',
    description: 'Stop an email from Swipestack.',
    noindex: true,
  },
  '/extension-installed': {
    title: 'Chrome extension',
    description:
      'Swipestack for Chrome: save the page you are on, a part of it, an image or a passage of text to your swipe file without leaving the tab.',
  },
} as const satisfies Record<string, PageHead>;

export const NOT_FOUND_HEAD: PageHead = {
  title: 'Page not found',
  description: 'This page does not exist or has moved.',
  noindex: true,
};

/**
 * What the page's own preview image shows (docs/web.md, "Page previews"); null for a page that
 * has none (one that chose its image, and pages search engines are asked not to list).
 */
export function pagePreview(head: PageHead, pagePath: string): PagePreview | null {
  if (head.image !== undefined || head.noindex) return null;
  return {
    // The logo names the site already: the home page's card says what it is.
    title: head.title ?? `${SITE_TAGLINE[0]?.toUpperCase()}${SITE_TAGLINE.slice(1)}`,
    description: head.description ?? DEFAULT_DESCRIPTION,
    label: previewLabel(pagePath),
    picture: head.picture ?? null,
  };
}

/** The head with its own preview image (drawn from /og-template), where it has one. */
export function withOwnPreview(head: PageHead, pagePath: string): PageHead {
  const preview = pagePreview(head, pagePath);
  if (!preview) return head;
  return {
    ...head,
    image: {
      src: previewImagePath(pagePath, preview),
      alt: preview.title,
      width: PREVIEW_WIDTH,
      height: PREVIEW_HEIGHT,
    },
  };
}

/** A doc or blog post, from its front matter. */
export function articleHead(meta: { title: string; description?: string }): PageHead {
  return { title: meta.title, description: meta.description, type: 'article' };
}

export function examplesHomeHead(count: number): PageHead {
  return {
    title: 'Marketing examples',
    description: `${count} marketing examples to learn from: ads, emails, landing pages, popups, swipe files and SaaS pages.`,
  };
}

export function exampleCategoryHead(category: { label: string; blurb: string }): PageHead {
  return { title: `${category.label} examples`, description: category.blurb };
}

export function exampleHead(example: {
  title: string;
  description: string;
  coverImage: string;
}): PageHead {
  return {
    title: example.title,
    description: example.description,
    type: 'article',
    picture: example.coverImage,
  };
}

/**
 * A published collection at `pagePath` (`/collection/<token>`), with its RSS and Atom feeds;
 * `summary` is the server's (`PublicCollection.summary`), the cover drawn in its preview.
 */
export function publishedCollectionHead(collection: {
  name: string;
  summary: string;
  coverImageUrl: string | null;
  pagePath: string;
}): PageHead {
  return {
    title: collection.name,
    description: collection.summary,
    picture: collection.coverImageUrl,
    feeds: (['rss', 'atom'] as const satisfies FeedFormat[]).map((format) => ({
      title: `${collection.name} (${COLLECTION_FEEDS[format].label})`,
      type: COLLECTION_FEEDS[format].contentType,
      href: collectionFeedPath(collection.pagePath, format),
    })),
  };
}
