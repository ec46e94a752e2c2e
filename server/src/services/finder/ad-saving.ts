import { prisma } from '../../db/client.js';
import {
  MetaAdLibraryError,
  type MetaAdRecord,
  metaAdPage,
  metaAvailable,
  readMetaAd,
} from '../../finder/meta-ad-library.js';
import type { ServiceDeps } from '../deps.js';
import { FieldError, MetaAdLibraryFailure, NotFoundError, type ServiceResult } from '../errors.js';
import { saveExample } from '../examples/examples.js';
import { createSwipe, type SwipeError, swipeRules } from '../swipes/swipes.js';
import { Permission, requireTeamRole } from '../teams/permissions.js';
import { uuidOrNobody } from '../teams/visibility.js';

// Saving an ad Ad Finder found (docs/finder.md): an example of the gallery as the gallery saves
// it, and an ad of Meta's Ad Library as an AD swipe of its public page, captured through the
// capture queue like any page, with the ad's text as its notes. The team's `meta_ad` row keeps
// what Meta said about it (platforms, dates) and makes the save happen once.

export type AdSaveDeps = Pick<ServiceDeps, 'storage' | 'settings' | 'appOrigin' | 'meta'>;

/** Meta's ads are keyed `meta:<archive id>`, the gallery's `example:<id>` (ids add `ad:`). */
const KEY = /^(?:ad:)?(meta|example|swipe):([0-9a-f-]{1,36})$/;

class AlreadySaved extends Error {}

export const ALREADY_SAVED = 'Your team saved this ad already.';

export function adTitle(ad: Pick<MetaAdRecord, 'pageName' | 'linkTitle' | 'body'>) {
  const headline = ad.linkTitle ?? ad.body.split('\n').find((line) => line.trim()) ?? 'Ad';
  const title = `${ad.pageName}: ${headline.trim()}`;
  return title.length > swipeRules.titleMax ? `${title.slice(0, swipeRules.titleMax - 1)}…` : title;
}

/**
 * Saves a Meta ad into the team (editors and above; the plan's cap applies), into these
 * collections. A tracked brand passes what it found; otherwise the ad is read from Meta.
 */
export async function saveMetaAd(
  userId: string,
  input: {
    teamId: string;
    adId: string;
    collectionIds?: readonly string[];
    found?: MetaAdRecord & { country: string; trackedBrandId: string | null };
  },
  deps: AdSaveDeps,
): Promise<ServiceResult<{ swipeId: string }, SwipeError | MetaAdLibraryFailure>> {
  const access = await requireTeamRole(userId, input.teamId, Permission.editContent);
  if (!access.ok) return { ok: false, errors: [access.error] };
  const teamId = uuidOrNobody(input.teamId);
  let ad: MetaAdRecord | null = input.found ?? (await knownAd(teamId, input.adId));
  if (!ad) {
    if (!metaAvailable(deps.meta))
      return { ok: false, errors: [new NotFoundError('This ad is not in your team’s Ad Finder.')] };
    try {
      ad = await readMetaAd(deps.meta, input.adId);
    } catch (error) {
      if (error instanceof MetaAdLibraryError)
        return { ok: false, errors: [MetaAdLibraryFailure.of(error)] };
      throw error;
    }
  }
  const found = ad;
  try {
    return await createSwipe(
      userId,
      {
        teamId,
        kind: 'AD',
        title: adTitle(found),
        url: metaAdPage(deps.meta, found.adId),
        source: found.pageName,
        notes: found.body.slice(0, swipeRules.notesMax) || null,
        collectionIds: input.collectionIds ?? [],
        createdVia: 'FINDER',
        alsoInTransaction: async (tx, swipeId) => {
          const saved = await tx.$queryRaw<{ id: string }[]>`
            INSERT INTO meta_ad (id, team_id, ad_id, page_id, page_name, body, link_title,
              platforms, country, started_at, stopped_at, tracked_brand_id, swipe_id, saved_at)
            VALUES (gen_random_uuid(), ${teamId}::uuid, ${found.adId}, ${found.pageId},
              ${found.pageName}, ${found.body}, ${found.linkTitle}, ${found.platforms}::text[],
              ${input.found?.country ?? 'ALL'}, ${found.startedAt}, ${found.stoppedAt},
              ${input.found?.trackedBrandId ?? null}::uuid, ${swipeId}::uuid, now())
            ON CONFLICT (team_id, ad_id) DO UPDATE SET swipe_id = excluded.swipe_id,
              saved_at = excluded.saved_at
            WHERE meta_ad.swipe_id IS NULL
            RETURNING id`;
          if (!saved.length) throw new AlreadySaved();
        },
      },
      deps.settings,
    );
  } catch (error) {
    if (error instanceof AlreadySaved)
      return { ok: false, errors: [new FieldError('id', ALREADY_SAVED)] };
    throw error;
  }
}

async function knownAd(teamId: string, adId: string): Promise<MetaAdRecord | null> {
  return prisma().metaAd.findUnique({
    where: { teamId_adId: { teamId, adId } },
    select: {
      adId: true,
      pageId: true,
      pageName: true,
      body: true,
      linkTitle: true,
      platforms: true,
      startedAt: true,
      stoppedAt: true,
    },
  });
}

/** Saves one result of Ad Finder (or a tracked brand's ad in Discover) by its key. */
export async function saveFoundAd(
  userId: string,
  input: { teamId: string; key: string },
  deps: AdSaveDeps,
): Promise<ServiceResult<{ swipeId: string }, SwipeError | MetaAdLibraryFailure>> {
  const match = KEY.exec(input.key);
  const missing = { ok: false as const, errors: [new NotFoundError('This ad does not exist.')] };
  if (!match) return missing;
  const [, source, id] = match as unknown as [string, string, string];
  if (source === 'swipe')
    return { ok: false, errors: [new FieldError('id', 'This ad is in your swipe file already.')] };
  if (source === 'example') {
    const saved = await saveExample(userId, { exampleId: id, teamId: input.teamId }, deps);
    return !saved.ok && saved.errors[0] instanceof NotFoundError ? missing : saved;
  }
  if (!/^\d{1,30}$/.test(id)) return missing;
  return saveMetaAd(userId, { teamId: input.teamId, adId: id }, deps);
}
