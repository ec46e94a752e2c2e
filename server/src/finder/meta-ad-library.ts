import { z } from 'zod';
import type { Config } from '../config.js';

// Meta's Ad Library API (docs/finder.md): `GET /ads_archive` searches ads by words, pages,
// countries, platforms and delivery dates, `GET /<ad id>` reads one. Every answer is checked
// against the shape we rely on; every failure becomes a MetaAdLibraryError that says in plain
// words what happened and whether trying again later can help.

export type MetaSettings = Pick<
  Config,
  'META_AD_LIBRARY_TOKEN' | 'META_GRAPH_API_URL' | 'META_AD_LIBRARY_PAGE_URL'
>;

export const META_FIELDS = [
  'id',
  'ad_creative_bodies',
  'ad_creative_link_titles',
  'page_id',
  'page_name',
  'ad_delivery_start_time',
  'ad_delivery_stop_time',
  'publisher_platforms',
] as const;

export interface MetaAdSearch {
  /** Words in the ads (search_terms). */
  terms?: string | null | undefined;
  /** Facebook page ids (search_page_ids). */
  pageIds?: readonly string[] | undefined;
  /** ISO code, or ALL. */
  country: string;
  /** Upper-case publisher platform. */
  platform?: string | null | undefined;
  /** Delivered on or after / on or before (YYYY-MM-DD). */
  since?: Date | null | undefined;
  until?: Date | null | undefined;
  limit: number;
  after?: string | null | undefined;
}

export interface MetaAdRecord {
  adId: string;
  pageId: string | null;
  pageName: string;
  body: string;
  linkTitle: string | null;
  platforms: string[];
  startedAt: Date | null;
  stoppedAt: Date | null;
}

export type MetaFailure = 'TOKEN' | 'RATE_LIMIT' | 'MALFORMED' | 'UNAVAILABLE' | 'NOT_FOUND';

export class MetaAdLibraryError extends Error {
  constructor(
    readonly failure: MetaFailure,
    message: string,
  ) {
    super(message);
  }

  /** Whether the same request may succeed later (a job retries these with backoff). */
  get retryable() {
    return this.failure === 'RATE_LIMIT' || this.failure === 'UNAVAILABLE';
  }
}

export const META_MESSAGES = {
  TOKEN:
    "Meta's Ad Library refused the access token (it may have expired). An administrator needs to set a new META_AD_LIBRARY_TOKEN.",
  RATE_LIMIT:
    "Meta's Ad Library is limiting how often it can be asked. Try again in a few minutes.",
  MALFORMED: "Meta's Ad Library sent an answer Swipestack could not read. Try again later.",
  UNAVAILABLE: "Meta's Ad Library could not be reached. Try again in a few minutes.",
  NOT_FOUND: "This ad is no longer in Meta's Ad Library.",
} as const satisfies Record<MetaFailure, string>;

/** Meta's error codes for throttling (application, user, custom, page-level). */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80004]);
/** After a throttling answer, Meta is not asked again for this long (per instance). */
const BACK_OFF_MS = 60_000;
const TIMEOUT_MS = 20_000;

let quietUntil = 0;

/** What an administrator is told while no token is set (services/admin/setup-help.ts). */
export const META_SETUP_HELP =
  'Meta’s Ad Library isn’t connected. With META_AD_LIBRARY_TOKEN set (a Meta access token with Ad Library API access, docs/finder.md) and Swipestack restarted, Ad Finder also searches every ad running on Facebook, Instagram, Messenger and Audience Network, and can track brands: their new ads are saved to a collection every day.';

export function metaAvailable(settings: Pick<Config, 'META_AD_LIBRARY_TOKEN'>): boolean {
  return Boolean(settings.META_AD_LIBRARY_TOKEN);
}

/** The public page of an ad: what a saved ad links to and its capture shows. */
export function metaAdPage(settings: Pick<Config, 'META_AD_LIBRARY_PAGE_URL'>, adId: string) {
  const url = new URL(settings.META_AD_LIBRARY_PAGE_URL);
  url.searchParams.set('id', adId);
  return url.toString();
}

const adSchema = z.object({
  id: z.string().regex(/^\d{1,30}$/),
  ad_creative_bodies: z.array(z.string()).optional(),
  ad_creative_link_titles: z.array(z.string()).optional(),
  page_id: z.string().optional(),
  page_name: z.string().optional(),
  ad_delivery_start_time: z.string().optional(),
  ad_delivery_stop_time: z.string().optional(),
  publisher_platforms: z.array(z.string()).optional(),
});

const pageSchema = z.object({
  data: z.array(adSchema),
  paging: z
    .object({
      cursors: z.object({ after: z.string().optional() }).optional(),
      next: z.string().optional(),
    })
    .optional(),
});

const errorSchema = z.object({
  error: z.object({ code: z.number().optional(), message: z.string().optional() }),
});

const day = (date: Date) => date.toISOString().slice(0, 10);

function dateOrNull(value: string | undefined) {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function toRecord(ad: z.infer<typeof adSchema>): MetaAdRecord {
  return {
    adId: ad.id,
    pageId: ad.page_id ?? null,
    pageName: ad.page_name?.trim() || 'Unknown page',
    body: (ad.ad_creative_bodies ?? []).join('\n\n').trim(),
    linkTitle: ad.ad_creative_link_titles?.find((title) => title.trim())?.trim() ?? null,
    platforms: (ad.publisher_platforms ?? []).map((p) => p.toLowerCase()),
    startedAt: dateOrNull(ad.ad_delivery_start_time),
    stoppedAt: dateOrNull(ad.ad_delivery_stop_time),
  };
}

async function ask(settings: MetaSettings, path: string, params: URLSearchParams) {
  const token = settings.META_AD_LIBRARY_TOKEN;
  if (!token) throw new Error('META_AD_LIBRARY_TOKEN is not set');
  if (Date.now() < quietUntil) throw new MetaAdLibraryError('RATE_LIMIT', META_MESSAGES.RATE_LIMIT);
  params.set('access_token', token);
  const url = `${settings.META_GRAPH_API_URL.replace(/\/$/, '')}/${path}?${params}`;
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    body = await response.json().catch(() => undefined);
  } catch {
    throw new MetaAdLibraryError('UNAVAILABLE', META_MESSAGES.UNAVAILABLE);
  }
  if (response.ok && body !== undefined) return body;
  const error = errorSchema.safeParse(body);
  const code = error.success ? error.data.error.code : undefined;
  if (code === 190) throw new MetaAdLibraryError('TOKEN', META_MESSAGES.TOKEN);
  if ((code !== undefined && RATE_LIMIT_CODES.has(code)) || response.status === 429) {
    quietUntil = Date.now() + BACK_OFF_MS;
    throw new MetaAdLibraryError('RATE_LIMIT', META_MESSAGES.RATE_LIMIT);
  }
  if (code === 100 && response.status === 400 && path !== 'ads_archive')
    throw new MetaAdLibraryError('NOT_FOUND', META_MESSAGES.NOT_FOUND);
  if (response.status >= 500)
    throw new MetaAdLibraryError('UNAVAILABLE', META_MESSAGES.UNAVAILABLE);
  const detail = error.success && error.data.error.message ? ` (${error.data.error.message})` : '';
  throw new MetaAdLibraryError(
    'MALFORMED',
    `Meta's Ad Library did not accept the search${detail.slice(0, 200)}.`,
  );
}

/** One page of ads matching the search, and the cursor of the next page (null: the last). */
export async function searchMetaAds(
  settings: MetaSettings,
  search: MetaAdSearch,
): Promise<{ ads: MetaAdRecord[]; after: string | null }> {
  const params = new URLSearchParams({
    ad_type: 'ALL',
    ad_active_status: 'ALL',
    ad_reached_countries: JSON.stringify([search.country]),
    fields: META_FIELDS.join(','),
    limit: String(search.limit),
  });
  if (search.terms) params.set('search_terms', search.terms);
  if (search.pageIds?.length) params.set('search_page_ids', JSON.stringify(search.pageIds));
  if (search.platform) params.set('publisher_platforms', JSON.stringify([search.platform]));
  if (search.since) params.set('ad_delivery_date_min', day(search.since));
  if (search.until) params.set('ad_delivery_date_max', day(search.until));
  if (search.after) params.set('after', search.after);
  const page = pageSchema.safeParse(await ask(settings, 'ads_archive', params));
  if (!page.success) throw new MetaAdLibraryError('MALFORMED', META_MESSAGES.MALFORMED);
  const after = page.data.paging?.next ? (page.data.paging.cursors?.after ?? null) : null;
  return { ads: page.data.data.map(toRecord), after };
}

/** One ad, by its archive id. */
export async function readMetaAd(settings: MetaSettings, adId: string): Promise<MetaAdRecord> {
  if (!/^\d{1,30}$/.test(adId)) throw new MetaAdLibraryError('NOT_FOUND', META_MESSAGES.NOT_FOUND);
  const params = new URLSearchParams({ fields: META_FIELDS.join(',') });
  const ad = adSchema.safeParse(await ask(settings, adId, params));
  if (!ad.success) throw new MetaAdLibraryError('MALFORMED', META_MESSAGES.MALFORMED);
  return toRecord(ad.data);
}

/** Tests: forget an earlier throttling answer. */
export function resetMetaBackOff() {
  quietUntil = 0;
}
