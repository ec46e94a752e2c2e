import { prisma } from '../../db/client.js';
import { Prisma } from '../../generated/prisma/client.js';
import {
  FieldError,
  type MetaAdLibraryFailure,
  NotFoundError,
  type ServiceResult,
} from '../errors.js';
import { saveExample } from '../examples/examples.js';
import { type AdSaveDeps, saveMetaAd } from '../finder/ad-saving.js';
import {
  copySwipeFiles,
  dropCopiedFiles,
  mediaKeys,
  parseMedia,
  rekeyCopiedMedia,
} from '../swipes/swipe-media.js';
import { type CreateSwipeInput, createSwipe, type SwipeError } from '../swipes/swipes.js';
import { Permission, requireTeamRole } from '../teams/permissions.js';
import { uuidOrNobody } from '../teams/visibility.js';

// What a member does with a Discover item (docs/discover.md): save it into the team's swipe
// file in one click (the plan's cap applies; the item then leaves the team's feed), hide it
// for good (for themself), and mark Discover seen (its New marks and badge start again).

const KEY = /^(?:(example|swipe):([0-9a-f-]{36})|(meta):(\d{1,30}))$/;

class AlreadySaved extends Error {}

function parseKey(key: string) {
  const match = KEY.exec(key);
  if (!match) return null;
  return match[3]
    ? { source: 'meta' as const, id: match[4] as string }
    : { source: match[1] as 'example' | 'swipe', id: match[2] as string };
}

const missing = () => new NotFoundError('This Discover item does not exist.');

/** The swipe of a listed collection behind a key, if it is still listed by another team. */
async function listedSwipe(id: string, teamId: string) {
  return prisma().swipe.findFirst({
    where: {
      id: uuidOrNobody(id),
      teamId: { not: teamId },
      collections: {
        some: { collection: { discoverListedAt: { not: null }, publicToken: { not: null } } },
      },
    },
    select: {
      kind: true,
      title: true,
      url: true,
      source: true,
      notes: true,
      media: true,
      bodyText: true,
      videoStatus: true,
      videoFailure: true,
    },
  });
}

export async function saveDiscoverItem(
  userId: string,
  input: { teamId: string; key: string },
  deps: AdSaveDeps,
): Promise<ServiceResult<{ swipeId: string }, SwipeError | MetaAdLibraryFailure>> {
  const access = await requireTeamRole(userId, input.teamId, Permission.editContent);
  if (!access.ok) return { ok: false, errors: [access.error] };
  const parsed = parseKey(input.key);
  if (!parsed) return { ok: false, errors: [missing()] };
  const teamId = uuidOrNobody(input.teamId);
  // A tracked brand's ad: its meta_ad row, saved once, takes it out of the feed.
  if (parsed.source === 'meta') {
    const known = await prisma().metaAd.count({
      where: { teamId, adId: parsed.id, trackedBrandId: { not: null } },
    });
    if (!known) return { ok: false, errors: [missing()] };
    return saveMetaAd(userId, { teamId, adId: parsed.id }, deps);
  }
  const remember: CreateSwipeInput['alsoInTransaction'] = async (tx, swipeId) => {
    try {
      await tx.discoverSave.create({ data: { teamId, itemKey: input.key, swipeId } });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
        throw new AlreadySaved();
      throw error;
    }
  };
  try {
    if (parsed.source === 'example') {
      const saved = await saveExample(userId, { exampleId: parsed.id, teamId }, deps, remember);
      if (!saved.ok && saved.errors[0] instanceof NotFoundError)
        return { ok: false, errors: [missing()] };
      return saved;
    }
    const swipe = await listedSwipe(parsed.id, teamId);
    if (!swipe) return { ok: false, errors: [missing()] };
    const media = parseMedia(swipe.media);
    const copied = await copySwipeFiles(deps, mediaKeys(media));
    try {
      const rekeyed = rekeyCopiedMedia(swipe.media, null, copied);
      const created = await createSwipe(
        userId,
        {
          teamId,
          kind: swipe.kind,
          title: swipe.title,
          url: swipe.url,
          source: swipe.source,
          notes: swipe.notes,
          createdVia: 'DISCOVER',
          ...(rekeyed.media ? { media: parseMedia(rekeyed.media as Prisma.JsonValue) } : {}),
          ...(swipe.kind === 'TEXT' && swipe.bodyText ? { text: swipe.bodyText } : {}),
          ...(swipe.videoStatus
            ? { video: { status: swipe.videoStatus, failure: swipe.videoFailure } }
            : {}),
          alsoInTransaction: remember,
        },
        deps.settings,
      );
      if (!created.ok) await dropCopiedFiles(deps, copied);
      return created;
    } catch (error) {
      await dropCopiedFiles(deps, copied);
      throw error;
    }
  } catch (error) {
    if (error instanceof AlreadySaved)
      return {
        ok: false,
        errors: [new FieldError('key', 'Your team saved this item already.')],
      };
    throw error;
  }
}

export async function hideDiscoverItem(
  userId: string,
  key: string,
): Promise<ServiceResult<{ key: string }, NotFoundError>> {
  if (!parseKey(key)) return { ok: false, errors: [missing()] };
  await prisma().discoverHidden.upsert({
    where: { userId_itemKey: { userId, itemKey: key } },
    create: { userId, itemKey: key },
    update: {},
  });
  return { ok: true, value: { key } };
}

/** Discover was opened: what is in it now is no longer new to the user. */
export async function markDiscoverSeen(userId: string) {
  await prisma().user.update({ where: { id: userId }, data: { discoverSeenAt: new Date() } });
}
