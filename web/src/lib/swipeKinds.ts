export type SwipeKindValue =
  | 'AD'
  | 'EMAIL'
  | 'IMAGE'
  | 'LANDING_PAGE'
  | 'TEXT'
  | 'VIDEO'
  | 'WEBSITE';

export const SWIPE_KINDS: ReadonlyArray<{ value: SwipeKindValue; label: string }> = [
  { value: 'WEBSITE', label: 'Website' },
  { value: 'LANDING_PAGE', label: 'Landing page' },
  { value: 'AD', label: 'Ad' },
  { value: 'EMAIL', label: 'Email' },
  { value: 'IMAGE', label: 'Image' },
  // An uploaded video (the add dialog's Video tab; never chosen as a kind).
  { value: 'VIDEO', label: 'Video' },
  // Written copy: a variant saved from AI Remix (never offered when adding a swipe).
  { value: 'TEXT', label: 'Text' },
];

export function kindLabel(kind: string): string {
  return SWIPE_KINDS.find((k) => k.value === kind)?.label ?? kind;
}

/** Placeholder colours for cards without a picture. */
export const KIND_PLACEHOLDER: Record<string, string> = {
  WEBSITE: 'from-sky-100 to-sky-200 text-sky-800',
  LANDING_PAGE: 'from-violet-100 to-violet-200 text-violet-800',
  AD: 'from-amber-100 to-amber-200 text-amber-800',
  EMAIL: 'from-emerald-100 to-emerald-200 text-emerald-800',
  IMAGE: 'from-rose-100 to-rose-200 text-rose-800',
  VIDEO: 'from-slate-700 to-slate-900 text-slate-100',
  TEXT: 'from-amber-50 to-amber-100 text-amber-900',
};

/** "acme.com" from a URL, or the swipe's own source text. */
export function sourceDomain(
  url: string | null | undefined,
  source?: string | null,
): string | null {
  if (url) {
    try {
      return new URL(url).hostname.replace(/^www\./, '');
    } catch {
      // fall through to the source
    }
  }
  return source || null;
}
