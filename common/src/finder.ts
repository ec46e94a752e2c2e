/**
 * Ad Finder's rules (docs/finder.md), which the server enforces and the web app's forms mirror:
 * the search's limits, the platforms and countries Meta's Ad Library knows, and how many brands
 * each plan may track.
 */

/** Meta's `publisher_platforms` (the API takes them upper-case, answers lower-case). */
export const AD_PLATFORMS = [
  { value: 'FACEBOOK', label: 'Facebook' },
  { value: 'INSTAGRAM', label: 'Instagram' },
  { value: 'MESSENGER', label: 'Messenger' },
  { value: 'AUDIENCE_NETWORK', label: 'Audience Network' },
  { value: 'THREADS', label: 'Threads' },
  { value: 'WHATSAPP', label: 'WhatsApp' },
] as const;

export type AdPlatform = (typeof AD_PLATFORMS)[number]['value'];

/** Countries to search in (`ad_reached_countries`); ALL: wherever the ads ran. */
export const AD_COUNTRIES = [
  { value: 'ALL', label: 'All countries' },
  { value: 'US', label: 'United States' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'CA', label: 'Canada' },
  { value: 'AU', label: 'Australia' },
  { value: 'NZ', label: 'New Zealand' },
  { value: 'IE', label: 'Ireland' },
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
  { value: 'ES', label: 'Spain' },
  { value: 'IT', label: 'Italy' },
  { value: 'NL', label: 'Netherlands' },
  { value: 'SE', label: 'Sweden' },
  { value: 'DK', label: 'Denmark' },
  { value: 'PL', label: 'Poland' },
  { value: 'BR', label: 'Brazil' },
  { value: 'MX', label: 'Mexico' },
  { value: 'IN', label: 'India' },
  { value: 'JP', label: 'Japan' },
  { value: 'SG', label: 'Singapore' },
  { value: 'ZA', label: 'South Africa' },
] as const;

export type AdCountry = (typeof AD_COUNTRIES)[number]['value'];

export const FINDER_LIMITS = {
  /** Keyword and brand fields, in characters (Meta's search_terms takes up to 100). */
  termMax: 100,
  /** Results a page. */
  pageSize: 24,
  /** Ads a tracked brand saves into its collection per check; the rest wait in Discover. */
  savedPerCheck: 10,
} as const;

/** Brands a team may track, by plan. */
export const TRACKED_BRANDS_MAX = { FREE: 1, PRO: 10, TEAM: 50 } as const;

/** A Meta page id is digits only; anything else in the brand field is a name to match. */
export const META_PAGE_ID = /^\d{5,20}$/;

export function adPlatformLabel(value: string): string {
  return AD_PLATFORMS.find((p) => p.value === value.toUpperCase())?.label ?? value;
}

export function adCountryLabel(value: string): string {
  return AD_COUNTRIES.find((c) => c.value === value)?.label ?? value;
}

/**
 * What a user is told while the server has no Meta Ad Library token, where Meta is needed
 * (searching it, tracking brands); administrators get the setup.
 */
export const AD_FINDER_OFF =
  'Ad Finder is not switched on for this server — ask your administrator';
