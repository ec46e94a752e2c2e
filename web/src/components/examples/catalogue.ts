// The public examples gallery's catalogue (docs/examples.md): fetched once from
// `GET /api/examples` (one cacheable JSON document) and kept for the whole visit, so search,
// listings and example pages never wait for the network again.

export interface Example {
  /** Global id, what `saveExample` takes. */
  id: string;
  title: string;
  /** `/examples/<category>/<slug>` */
  path: string;
  category: string;
  theme: string;
  description: string;
  /** `/examples/covers/<file>.webp`, our own file. */
  coverImage: string;
}

export interface ExampleCategory {
  slug: string;
  label: string;
  /** One line under the category's heading. */
  blurb: string;
  group: 'main' | 'saas';
}

export const EXAMPLE_CATEGORIES: readonly ExampleCategory[] = [
  {
    slug: 'ads',
    label: 'Ads',
    group: 'main',
    blurb: 'Print, display, social and video ads by brand, era and format.',
  },
  {
    slug: 'emails',
    label: 'Emails',
    group: 'main',
    blurb: 'Launches, shipping updates, onboarding, abandoned carts, holidays and more.',
  },
  {
    slug: 'landing-pages',
    label: 'Landing pages',
    group: 'main',
    blurb:
      'Startups, ebooks, nonprofits, games, apps, books, newsletters, memberships and pre-launch pages.',
  },
  {
    slug: 'popups',
    label: 'Popups',
    group: 'main',
    blurb: 'Exit intent, newsletter, discount and announcement popups that respect the visitor.',
  },
  {
    slug: 'swipe-file',
    label: 'Swipe files',
    group: 'main',
    blurb: 'Copywriting, ad and email swipe files: patterns worth keeping at hand.',
  },
  {
    slug: 'resource-pages',
    label: 'Resource pages',
    group: 'saas',
    blurb: 'Libraries, template galleries and learning centres.',
  },
  {
    slug: 'saas-pricing-pages',
    label: 'SaaS pricing pages',
    group: 'saas',
    blurb: 'Tiers, toggles, calculators and the copy that sells a plan.',
  },
  {
    slug: 'saas-affiliate-program-landing-pages',
    label: 'SaaS affiliate program landing pages',
    group: 'saas',
    blurb: 'Pages that recruit partners with clear commissions.',
  },
  {
    slug: 'saas-lead-magnets',
    label: 'SaaS lead magnets',
    group: 'saas',
    blurb: 'Tools, reports and courses traded for an email address.',
  },
  {
    slug: 'content-marketing',
    label: 'Content marketing',
    group: 'saas',
    blurb: 'Guides, research and blogs that bring readers back.',
  },
  {
    slug: 'sign-up-pages',
    label: 'Sign-up pages',
    group: 'saas',
    blurb: 'Forms that turn visitors into users with the least friction.',
  },
  {
    slug: 'saas-onboarding',
    label: 'SaaS onboarding',
    group: 'saas',
    blurb: 'Checklists, tours and empty states that lead to the first result.',
  },
  {
    slug: 'saas-competitor-comparison-pages',
    label: 'SaaS competitor comparison pages',
    group: 'saas',
    blurb: 'Fair, scannable comparisons that make switching easy.',
  },
  {
    slug: 'saas-product-feature-pages',
    label: 'SaaS product feature pages',
    group: 'saas',
    blurb: 'One feature, explained with visuals and proof.',
  },
  {
    slug: 'saas-demo-pages',
    label: 'SaaS demo pages',
    group: 'saas',
    blurb: 'Booked calls, self-serve tours and recorded demos.',
  },
  {
    slug: 'about-pages',
    label: 'About pages',
    group: 'saas',
    blurb: 'Founding stories, teams and values.',
  },
];

const bySlug = new Map(EXAMPLE_CATEGORIES.map((category) => [category.slug, category]));

export function exampleCategory(slug: string | undefined): ExampleCategory | undefined {
  return slug ? bySlug.get(slug) : undefined;
}

let loading: Promise<readonly Example[]> | undefined;

/** The catalogue, fetched once per visit (a failed fetch is tried again next time). */
export function loadExamples(): Promise<readonly Example[]> {
  loading ??= fetch('/api/examples', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`The examples could not be loaded (${response.status}).`);
      return ((await response.json()) as { examples: Example[] }).examples;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

export function examplesIn(examples: readonly Example[], category: string): Example[] {
  return examples.filter((example) => example.category === category);
}

/** Up to `count` others of the same category, the same theme first, starting after this one. */
export function relatedExamples(
  examples: readonly Example[],
  example: Example,
  count = 4,
): Example[] {
  const siblings = examplesIn(examples, example.category);
  const at = siblings.findIndex((other) => other.path === example.path);
  const rotated = [...siblings.slice(at + 1), ...siblings.slice(0, Math.max(0, at))];
  const sameTheme = rotated.filter((other) => other.theme === example.theme);
  const rest = rotated.filter((other) => other.theme !== example.theme);
  return [...sameTheme, ...rest].slice(0, count);
}
