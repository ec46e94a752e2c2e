import { HttpResponse, http } from 'msw';

// Meta's Ad Library API (what META_GRAPH_API_URL names), intercepted with msw: the one kind of
// mock the project allows (a third party's API). It answers `GET /ads_archive` and `GET /<id>`
// from a small library of ads, in Meta's real shapes (ads with `ad_creative_bodies`,
// `publisher_platforms`…, `paging.cursors.after` and `paging.next` while more pages follow,
// errors as `{error: {code, message, type}}`), records every request, and can be told to fail
// as Meta does: an expired token (code 190), throttling (code 613), a malformed answer, a 500.

export const FAKE_META_GRAPH_URL = 'https://graph.facebook.com/v23.0';
export const FAKE_META_TOKEN = 'meta-test-token';

export interface FakeMetaAd {
  id: string;
  page_id: string;
  page_name: string;
  ad_creative_bodies: string[];
  ad_creative_link_titles: string[];
  publisher_platforms: string[];
  ad_delivery_start_time: string;
  ad_delivery_stop_time?: string;
  /** Countries it reached (used to filter; Meta does not return it for most ads). */
  countries: string[];
}

export type MetaFault = 'expired-token' | 'rate-limit' | 'malformed' | 'server-error';

const BRANDS = [
  { id: '100000000001', name: 'Northwind Coffee', product: 'cold brew', countries: ['US', 'CA'] },
  {
    id: '100000000002',
    name: 'Fieldcraft Boots',
    product: 'leather boots',
    countries: ['US', 'GB'],
  },
  { id: '100000000003', name: 'Lumen Bank', product: 'current account', countries: ['GB', 'IE'] },
  { id: '100000000004', name: 'Brightside Yoga', product: 'yoga classes', countries: ['AU', 'NZ'] },
];

const PLATFORM_SETS = [
  ['facebook', 'instagram'],
  ['instagram'],
  ['facebook'],
  ['facebook', 'messenger'],
];

/** A day relative to today (YYYY-MM-DD): the library stays as recent whenever tests run. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

function startingLibrary(): FakeMetaAd[] {
  return BRANDS.flatMap((brand, b) =>
    Array.from({ length: 8 }, (_, i) => ({
      id: `2${String(b + 1).padStart(2, '0')}${String(i + 1).padStart(12, '0')}`,
      page_id: brand.id,
      page_name: brand.name,
      ad_creative_bodies: [
        `${brand.name} ${brand.product}, offer ${i + 1}: try it free for 30 days and see the difference.`,
      ],
      ad_creative_link_titles: [`${brand.product} offer ${i + 1}`],
      publisher_platforms: PLATFORM_SETS[i % PLATFORM_SETS.length] as string[],
      ad_delivery_start_time: daysAgo(2 + i * 3),
      // The two oldest ran for five days and stopped.
      ...(i >= 6 ? { ad_delivery_stop_time: daysAgo(2 + i * 3 - 5) } : {}),
      countries: brand.countries,
    })),
  );
}

const parseList = (value: string | null): string[] | null => {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(String) : null;
  } catch {
    return null;
  }
};

const metaError = (status: number, code: number, message: string, type = 'OAuthException') =>
  HttpResponse.json({ error: { message, type, code, fbtrace_id: 'Afake' } }, { status });

function faultResponse(fault: MetaFault) {
  switch (fault) {
    case 'expired-token':
      return metaError(400, 190, 'Error validating access token: Session has expired.');
    case 'rate-limit':
      return metaError(400, 613, 'Calls to this api have exceeded the rate limit.');
    case 'malformed':
      return HttpResponse.json({ data: 'not a list' });
    default:
      return HttpResponse.json(
        { error: { message: 'An unknown error occurred', code: 1 } },
        { status: 500 },
      );
  }
}

const publicFields = ({ countries: _countries, ...ad }: FakeMetaAd) => ad;

export function createFakeMetaAdLibrary(baseUrl = FAKE_META_GRAPH_URL) {
  let library = startingLibrary();
  const requests: URL[] = [];
  const faults: MetaFault[] = [];

  const checked = (url: URL) => {
    requests.push(url);
    const fault = faults.shift();
    if (fault) return faultResponse(fault);
    const token = url.searchParams.get('access_token');
    if (!token) return metaError(400, 104, 'An access token is required to request this resource.');
    if (token === 'expired') return faultResponse('expired-token');
    return null;
  };

  const handlers = [
    http.get(`${baseUrl}/ads_archive`, ({ request }) => {
      const url = new URL(request.url);
      const refused = checked(url);
      if (refused) return refused;
      const countries = parseList(url.searchParams.get('ad_reached_countries'));
      if (!countries?.length)
        return metaError(
          400,
          100,
          '(#100) The parameter ad_reached_countries is required',
          'OAuthException',
        );
      const terms = (url.searchParams.get('search_terms') ?? '')
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean);
      const pages = parseList(url.searchParams.get('search_page_ids'));
      const platforms = parseList(url.searchParams.get('publisher_platforms'))?.map((p) =>
        p.toLowerCase(),
      );
      const min = url.searchParams.get('ad_delivery_date_min');
      const max = url.searchParams.get('ad_delivery_date_max');
      const matching = library.filter((ad) => {
        const text =
          `${ad.ad_creative_bodies.join(' ')} ${ad.ad_creative_link_titles.join(' ')} ${ad.page_name}`.toLowerCase();
        const start = ad.ad_delivery_start_time;
        const stop = ad.ad_delivery_stop_time ?? '9999-12-31';
        return (
          terms.every((term) => text.includes(term)) &&
          (!pages || pages.includes(ad.page_id)) &&
          (countries.includes('ALL') || countries.some((c) => ad.countries.includes(c))) &&
          (!platforms || platforms.some((p) => ad.publisher_platforms.includes(p))) &&
          (!min || stop >= min) &&
          (!max || start <= max)
        );
      });
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 25) || 25, 500);
      const after = url.searchParams.get('after');
      const offset = after ? Number(Buffer.from(after, 'base64').toString()) || 0 : 0;
      const page = matching.slice(offset, offset + limit);
      const more = offset + limit < matching.length;
      const cursor = (n: number) => Buffer.from(String(n)).toString('base64');
      return HttpResponse.json({
        data: page.map(publicFields),
        ...(page.length
          ? {
              paging: {
                cursors: { before: cursor(offset), after: cursor(offset + page.length) },
                ...(more
                  ? { next: `${baseUrl}/ads_archive?after=${cursor(offset + page.length)}` }
                  : {}),
              },
            }
          : {}),
      });
    }),
    http.get(`${baseUrl}/:adId`, ({ request, params }) => {
      const url = new URL(request.url);
      const refused = checked(url);
      if (refused) return refused;
      const ad = library.find((a) => a.id === params.adId);
      if (!ad)
        return metaError(
          400,
          100,
          `Unsupported get request. Object with ID '${params.adId}' does not exist`,
          'GraphMethodException',
        );
      return HttpResponse.json(publicFields(ad));
    }),
  ];

  return {
    handlers,
    requests,
    /** The next requests fail, one fault each. */
    failNext(...next: MetaFault[]) {
      faults.push(...next);
    },
    /** A brand starts running a new ad (first in the answers, as Meta lists newest first). */
    addAd(ad: FakeMetaAd) {
      library = [ad, ...library];
    },
    ads: () => library,
    reset() {
      library = startingLibrary();
      requests.length = 0;
      faults.length = 0;
    },
  };
}

export const FAKE_META_BRANDS = BRANDS;
