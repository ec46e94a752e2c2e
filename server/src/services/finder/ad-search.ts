import {
  AD_COUNTRIES,
  AD_FINDER_OFF,
  AD_PLATFORMS,
  FINDER_LIMITS,
  META_PAGE_ID,
} from '@swipestack/common/finder';
import { prisma } from '../../db/client.js';
import {
  MetaAdLibraryError,
  metaAdPage,
  metaAvailable,
  searchMetaAds,
} from '../../finder/meta-ad-library.js';
import { Prisma } from '../../generated/prisma/client.js';
import type { ServiceDeps } from '../deps.js';
import {
  FieldError,
  MetaAdLibraryFailure,
  type NotAllowedError,
  type ServiceResult,
} from '../errors.js';
import { thumbnailPath } from '../swipes/swipe-media.js';
import { Permission, requireTeamRole } from '../teams/permissions.js';
import { uuidOrNobody } from '../teams/visibility.js';

// Ad Finder's search (docs/finder.md): the same query over three places, one at a time — the
// team's own ad swipes, the examples gallery's ads, and Meta's Ad Library (with a token). Each
// answers a page of the same shape, and a cursor for the next.

export type AdSource = 'TEAM' | 'GALLERY' | 'META';

export interface AdQuery {
  source: AdSource;
  keyword?: string | null | undefined;
  /** A brand's name, or a Facebook page id (digits). */
  brand?: string | null | undefined;
  /** ISO code, or ALL. */
  country?: string | null | undefined;
  /** Upper-case publisher platform. */
  platform?: string | null | undefined;
  /** Running on or after / on or before (the day). */
  since?: Date | null | undefined;
  until?: Date | null | undefined;
  after?: string | null | undefined;
  first?: number | null | undefined;
}

export interface FoundAd {
  /** `meta:<archive id>`, `example:<id>` or `swipe:<id>`: what saving takes. */
  key: string;
  source: AdSource;
  title: string;
  brand: string;
  /** The Facebook page behind a Meta ad (to search or track the brand). */
  pageId: string | null;
  body: string;
  platforms: string[];
  startedAt: Date | null;
  stoppedAt: Date | null;
  /** A path for the image endpoint; null: none (Meta's ads come as text and a link). */
  imageUrl: string | null;
  /** Where to see it: Meta's page of the ad, or the example's page; null for a team's swipe. */
  link: string | null;
  /** The team's swipe of it, once saved. */
  savedSwipeId: string | null;
}

export interface AdResults {
  ads: FoundAd[];
  /** The next page's cursor; null: no more. */
  after: string | null;
}

export type AdSearchContext = Pick<ServiceDeps, 'appOrigin' | 'meta'>;

export const META_NEEDS_A_TERM = 'Enter a keyword or a brand to search Meta’s Ad Library.';

type Clean = Required<Pick<AdQuery, 'source'>> & {
  keyword: string | null;
  brand: string | null;
  country: string;
  platform: string | null;
  since: Date | null;
  until: Date | null;
  after: string | null;
  first: number;
};

function clean(query: AdQuery, errors: FieldError[]): Clean {
  const text = (field: 'keyword' | 'brand') => {
    const value = query[field]?.trim() || null;
    if (value && value.length > FINDER_LIMITS.termMax)
      errors.push(
        new FieldError(field, `The ${field} can be at most ${FINDER_LIMITS.termMax} characters.`),
      );
    return value;
  };
  const country = query.country || 'ALL';
  if (!AD_COUNTRIES.some((c) => c.value === country))
    errors.push(new FieldError('country', `Unknown country "${country}".`));
  const platform = query.platform || null;
  if (platform && !AD_PLATFORMS.some((p) => p.value === platform))
    errors.push(new FieldError('platform', `Unknown platform "${platform}".`));
  if (query.since && query.until && query.since > query.until)
    errors.push(new FieldError('until', 'The end date is before the start date.'));
  const first = query.first ?? FINDER_LIMITS.pageSize;
  if (!Number.isInteger(first) || first < 1 || first > 100)
    errors.push(new FieldError('first', 'Ask for 1 to 100 ads a page.'));
  return {
    source: query.source,
    keyword: text('keyword'),
    brand: text('brand'),
    country,
    platform,
    since: query.since ?? null,
    until: query.until ?? null,
    after: query.after ?? null,
    first,
  };
}

const offsetOf = (after: string | null) => (after && /^\d{1,6}$/.test(after) ? Number(after) : 0);

/** A page of ads matching the query in one place (members of the team). */
export async function searchAds(
  userId: string,
  teamId: string,
  query: AdQuery,
  context: AdSearchContext,
): Promise<ServiceResult<AdResults, FieldError | NotAllowedError | MetaAdLibraryFailure>> {
  const access = await requireTeamRole(userId, teamId, Permission.readTeam);
  if (!access.ok) return { ok: false, errors: [access.error] };
  const errors: FieldError[] = [];
  const q = clean(query, errors);
  if (q.source === 'META' && !q.keyword && !q.brand)
    errors.push(new FieldError('keyword', META_NEEDS_A_TERM));
  if (q.source === 'META' && !metaAvailable(context.meta))
    errors.push(new FieldError('source', AD_FINDER_OFF));
  if (errors.length) return { ok: false, errors };
  const team = uuidOrNobody(teamId);
  try {
    if (q.source === 'TEAM') return { ok: true, value: await teamAds(team, q) };
    if (q.source === 'GALLERY') return { ok: true, value: await galleryAds(team, q, context) };
    return { ok: true, value: await metaAds(team, q, context) };
  } catch (error) {
    if (error instanceof MetaAdLibraryError)
      return { ok: false, errors: [MetaAdLibraryFailure.of(error)] };
    throw error;
  }
}

interface TeamAdRow {
  id: string;
  title: string;
  source: string | null;
  notes: string | null;
  media: Prisma.JsonValue | null;
  page_id: string | null;
  platforms: string[] | null;
  started_at: Date | null;
  stopped_at: Date | null;
}

async function teamAds(teamId: string, q: Clean): Promise<AdResults> {
  const conditions = [Prisma.sql`s.team_id = ${teamId}::uuid`, Prisma.sql`s.kind = 'AD'`];
  if (q.keyword)
    conditions.push(Prisma.sql`s.search_vector @@ websearch_to_tsquery('english', ${q.keyword})`);
  if (q.brand && META_PAGE_ID.test(q.brand)) conditions.push(Prisma.sql`m.page_id = ${q.brand}`);
  else if (q.brand)
    conditions.push(
      Prisma.sql`(s.source ILIKE ${`%${likeText(q.brand)}%`} OR s.title ILIKE ${`${likeText(q.brand)}%`})`,
    );
  // Country and platform are known of ads saved from Meta's Ad Library only.
  if (q.country !== 'ALL') conditions.push(Prisma.sql`m.country = ${q.country}`);
  if (q.platform) conditions.push(Prisma.sql`m.platforms @> ARRAY[${q.platform.toLowerCase()}]`);
  const day = Prisma.sql`coalesce(m.started_at, s.created_at)`;
  // A Meta ad by the days it ran; any other ad swipe by the day it was saved.
  if (q.since)
    conditions.push(
      Prisma.sql`(CASE WHEN m.id IS NULL THEN s.created_at ELSE coalesce(m.stopped_at, 'infinity') END) >= ${q.since}`,
    );
  if (q.until) conditions.push(Prisma.sql`${day} < ${q.until}::timestamptz + interval '1 day'`);
  const offset = offsetOf(q.after);
  const rows = await prisma().$queryRaw<TeamAdRow[]>`
    SELECT s.id, s.title, s.source, s.notes, s.media::jsonb AS media, m.page_id,
      m.platforms, m.started_at, m.stopped_at
    FROM swipe s LEFT JOIN meta_ad m ON m.swipe_id = s.id
    WHERE ${Prisma.join(conditions, ' AND ')}
    ORDER BY s.created_at DESC, s.id DESC
    OFFSET ${offset} LIMIT ${q.first + 1}`;
  return {
    ads: rows.slice(0, q.first).map((row) => ({
      key: `swipe:${row.id}`,
      source: 'TEAM',
      title: row.title,
      brand: row.source ?? '',
      pageId: row.page_id,
      body: row.notes ?? '',
      platforms: row.platforms ?? [],
      startedAt: row.started_at,
      stoppedAt: row.stopped_at,
      imageUrl: thumbnailPath(row.media),
      link: null,
      savedSwipeId: row.id,
    })),
    after: rows.length > q.first ? String(offset + q.first) : null,
  };
}

const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface GalleryRow {
  id: string;
  title: string;
  description: string;
  cover_image: string;
  path: string;
  saved_swipe_id: string | null;
}

async function galleryAds(teamId: string, q: Clean, context: AdSearchContext): Promise<AdResults> {
  // The gallery's ads are pictures with a description: no platform, country or run dates.
  if (q.platform || q.country !== 'ALL' || q.since || q.until) return { ads: [], after: null };
  const conditions = [Prisma.sql`e.category = 'ads'`];
  if (q.keyword)
    conditions.push(
      Prisma.sql`to_tsvector('english', e.title || ' ' || e.description || ' ' || e.theme) @@ websearch_to_tsquery('english', ${q.keyword})`,
    );
  if (q.brand) conditions.push(Prisma.sql`e.title ILIKE ${`%${likeText(q.brand)}%`}`);
  const origin = context.appOrigin.replace(/\/$/, '');
  const offset = offsetOf(q.after);
  const rows = await prisma().$queryRaw<GalleryRow[]>`
    SELECT e.id, e.title, e.description, e.cover_image, e.path,
      (SELECT s.id FROM swipe s WHERE s.team_id = ${teamId}::uuid AND s.created_via = 'EXAMPLES'
        AND s.url = ${origin} || e.path ORDER BY s.id LIMIT 1) AS saved_swipe_id
    FROM example e
    WHERE ${Prisma.join(conditions, ' AND ')}
    ORDER BY e.title, e.id
    OFFSET ${offset} LIMIT ${q.first + 1}`;
  return {
    ads: rows.slice(0, q.first).map((row) => ({
      key: `example:${row.id}`,
      source: 'GALLERY',
      title: row.title,
      brand: row.title.split(':')[0]?.trim() ?? row.title,
      pageId: null,
      body: row.description,
      platforms: [],
      startedAt: null,
      stoppedAt: null,
      imageUrl: row.cover_image,
      link: row.path,
      savedSwipeId: row.saved_swipe_id,
    })),
    after: rows.length > q.first ? String(offset + q.first) : null,
  };
}

async function metaAds(teamId: string, q: Clean, context: AdSearchContext): Promise<AdResults> {
  const byPage = q.brand !== null && META_PAGE_ID.test(q.brand);
  const terms = [q.keyword, byPage ? null : q.brand].filter(Boolean).join(' ');
  const page = await searchMetaAds(context.meta, {
    terms: terms || null,
    pageIds: byPage && q.brand ? [q.brand] : undefined,
    country: q.country,
    platform: q.platform,
    since: q.since,
    until: q.until,
    limit: q.first,
    after: q.after,
  });
  const saved = page.ads.length
    ? await prisma().metaAd.findMany({
        where: { teamId, adId: { in: page.ads.map((ad) => ad.adId) }, swipeId: { not: null } },
        select: { adId: true, swipeId: true },
      })
    : [];
  const savedAs = new Map(saved.map((row) => [row.adId, row.swipeId]));
  return {
    ads: page.ads.map((ad) => ({
      key: `meta:${ad.adId}`,
      source: 'META',
      title: ad.linkTitle ?? ad.pageName,
      brand: ad.pageName,
      pageId: ad.pageId,
      body: ad.body,
      platforms: ad.platforms,
      startedAt: ad.startedAt,
      stoppedAt: ad.stoppedAt,
      imageUrl: null,
      link: metaAdPage(context.meta, ad.adId),
      savedSwipeId: savedAs.get(ad.adId) ?? null,
    })),
    after: page.after,
  };
}
