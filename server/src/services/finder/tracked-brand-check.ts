import { AD_FINDER_OFF, FINDER_LIMITS } from '@swipestack/common/finder';
import { prisma } from '../../db/client.js';
import {
  MetaAdLibraryError,
  type MetaAdRecord,
  type MetaSettings,
  metaAvailable,
  searchMetaAds,
} from '../../finder/meta-ad-library.js';
import { publishTeamEvent } from '../../realtime/team-events.js';
import { NotAllowedError, NotFoundError, SwipeLimitError } from '../errors.js';
import { type AdSaveDeps, saveMetaAd } from './ad-saving.js';

// One check of a tracked brand (docs/finder.md), run by the tracked-brand-check job: ask Meta's
// Ad Library for the brand's ads delivered since the last check (the last 30 days the first
// time), remember the ones the team has not seen, and save the newest of them into the brand's
// collection as the member who tracks it. Ads not saved (over the per-check number or the
// plan's cap) wait in the team's Discover feed. Meta's throttling and outages throw, and the job
// retries with backoff; a refused token is recorded and waits for the next day.

const FIRST_LOOK_DAYS = 30;
const PAGES_MAX = 3;
const PAGE_SIZE = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CheckOutcome {
  found: number;
  saved: number;
  error: string | null;
}

export async function checkTrackedBrand(
  trackedBrandId: string,
  deps: AdSaveDeps,
): Promise<CheckOutcome | null> {
  const brand = await prisma().trackedBrand.findUnique({ where: { id: trackedBrandId } });
  if (!brand || brand.pausedAt) return null;
  const done = async (outcome: CheckOutcome, pause = false) => {
    await prisma().trackedBrand.updateMany({
      where: { id: brand.id },
      data: {
        lastCheckedAt: new Date(),
        lastError: outcome.error,
        lastFoundCount: outcome.found,
        lastSavedCount: outcome.saved,
        ...(pause ? { pausedAt: new Date() } : {}),
      },
    });
    publishTeamEvent(brand.teamId, { kind: 'TRACKED_BRAND_CHANGED', id: brand.id });
    if (outcome.saved) publishTeamEvent(brand.teamId, { kind: 'TRACKED_ADS_SAVED', id: brand.id });
    return outcome;
  };
  if (!metaAvailable(deps.meta)) return done({ found: 0, saved: 0, error: AD_FINDER_OFF });

  let ads: MetaAdRecord[];
  try {
    ads = await brandAds(brand, deps.meta);
  } catch (error) {
    if (!(error instanceof MetaAdLibraryError)) throw error;
    await prisma().trackedBrand.updateMany({
      where: { id: brand.id },
      data: { lastError: error.message },
    });
    publishTeamEvent(brand.teamId, { kind: 'TRACKED_BRAND_CHANGED', id: brand.id });
    if (error.retryable) throw error;
    return { found: 0, saved: 0, error: error.message };
  }

  const fresh = await remember(brand, ads);
  let saved = 0;
  const userId = brand.createdById;
  for (const ad of fresh.slice(0, FINDER_LIMITS.savedPerCheck)) {
    if (!userId) return done({ found: fresh.length, saved, error: NOBODY }, true);
    const result = await saveMetaAd(
      userId,
      {
        teamId: brand.teamId,
        adId: ad.adId,
        collectionIds: brand.collectionId ? [brand.collectionId] : [],
        found: { ...ad, country: brand.country, trackedBrandId: brand.id },
      },
      deps,
    );
    if (result.ok) {
      saved += 1;
      continue;
    }
    const [error] = result.errors;
    if (error instanceof SwipeLimitError)
      return done({
        found: fresh.length,
        saved,
        error: `${error.message}: the new ads wait in Discover.`,
      });
    if (error instanceof NotAllowedError || error instanceof NotFoundError)
      return done({ found: fresh.length, saved, error: NOBODY }, true);
  }
  return done({ found: fresh.length, saved, error: null });
}

const NOBODY =
  'Paused: the member who set this brand up can no longer add swipes to the team. Resume it to check as yourself.';

async function brandAds(
  brand: { kind: string; query: string; country: string; lastCheckedAt: Date | null },
  meta: MetaSettings,
) {
  const since = brand.lastCheckedAt
    ? new Date(brand.lastCheckedAt.getTime() - DAY_MS)
    : new Date(Date.now() - FIRST_LOOK_DAYS * DAY_MS);
  const ads: MetaAdRecord[] = [];
  let after: string | null = null;
  for (let page = 0; page < PAGES_MAX; page += 1) {
    const answer = await searchMetaAds(meta, {
      ...(brand.kind === 'PAGE' ? { pageIds: [brand.query] } : { terms: brand.query }),
      country: brand.country,
      since,
      limit: PAGE_SIZE,
      after,
    });
    ads.push(...answer.ads);
    after = answer.after;
    if (!after) break;
  }
  return ads;
}

/** Records the ads the team has not seen; returns those, newest first. */
async function remember(
  brand: { id: string; teamId: string; country: string },
  ads: MetaAdRecord[],
): Promise<MetaAdRecord[]> {
  if (!ads.length) return [];
  const inserted = await prisma().$queryRaw<{ ad_id: string }[]>`
    INSERT INTO meta_ad (id, team_id, ad_id, page_id, page_name, body, link_title, platforms,
      country, started_at, stopped_at, tracked_brand_id)
    SELECT gen_random_uuid(), ${brand.teamId}::uuid, a.ad_id, a.page_id, a.page_name, a.body,
      a.link_title, string_to_array(a.platforms, ','), ${brand.country}, a.started_at,
      a.stopped_at, ${brand.id}::uuid
    FROM jsonb_to_recordset(${JSON.stringify(ads.map(row))}::jsonb) AS a(ad_id text,
      page_id text, page_name text, body text, link_title text, platforms text,
      started_at timestamptz, stopped_at timestamptz)
    ON CONFLICT (team_id, ad_id) DO NOTHING
    RETURNING ad_id`;
  const fresh = new Set(inserted.map((r) => r.ad_id));
  return ads
    .filter((ad) => fresh.has(ad.adId))
    .sort((a, b) => (b.startedAt?.getTime() ?? 0) - (a.startedAt?.getTime() ?? 0));
}

const row = (ad: MetaAdRecord) => ({
  ad_id: ad.adId,
  page_id: ad.pageId,
  page_name: ad.pageName,
  body: ad.body,
  link_title: ad.linkTitle,
  platforms: ad.platforms.join(','),
  started_at: ad.startedAt?.toISOString() ?? null,
  stopped_at: ad.stoppedAt?.toISOString() ?? null,
});

/** Every tracked brand not paused (the daily run checks them all). */
export async function activeTrackedBrandIds(): Promise<string[]> {
  const rows = await prisma().trackedBrand.findMany({
    where: { pausedAt: null },
    select: { id: true },
  });
  return rows.map((r) => r.id);
}
