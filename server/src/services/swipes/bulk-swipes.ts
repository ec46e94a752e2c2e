import { normaliseTag, tagKey } from '@swipestack/common/tags';
import { prisma } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import {
  enqueueCapture,
  enqueueImageText,
  enqueueVideo,
  enqueueVideoWords,
} from '../../jobs/queue.js';
import { publishTeamEvent } from '../../realtime/team-events.js';
import { recordActivity } from '../activity/activity.js';
import { swipeRoom } from '../billing/swipe-limits.js';
import type { ServiceDeps } from '../deps.js';
import {
  FieldError,
  type NotAllowedError,
  type NotFoundError,
  type ServiceResult,
  SwipeBatchError,
  SwipeBatchOverCapError,
} from '../errors.js';
import { tagIdsFor } from '../tags/tag-ids.js';
import { Permission, requireTeamRole } from '../teams/permissions.js';
import { uuidOrNobody } from '../teams/visibility.js';
import { linkedIds, swipeLinks } from './swipe-links.js';
import {
  copySwipeFiles,
  deleteSwipeFiles,
  dropCopiedFiles,
  type FileDeps,
  mediaKeys,
  parseMedia,
  rekeyCopiedMedia,
} from './swipe-media.js';
import { swipeRules } from './swipes.js';

// Actions on many swipes at once (docs/swipes.md, "Bulk actions"). Each call is all or nothing:
// every swipe is checked first (it exists, the viewer may edit it, all are in one team), then
// the change runs in one transaction. Team events go out after the commit, one per swipe, as
// the single-swipe mutations publish them.

type Tx = Prisma.TransactionClient;

export const bulkRules = {
  /** The most swipes one call takes. */
  idsMax: 500,
};

export type BulkError =
  | FieldError
  | NotAllowedError
  | NotFoundError
  | SwipeBatchError
  | SwipeBatchOverCapError;
type BulkResult<T> = Promise<ServiceResult<T, BulkError>>;

export interface BulkChange {
  teamId: string;
  /** The swipes changed (tag, collection) or created (copy, move). */
  swipeIds: string[];
  /** The swipes removed (move, delete). */
  deletedIds: string[];
  /** Every team whose swipes changed, for clients to refresh counts. */
  teamIds: string[];
  /** What the action changed, for `undoBulkAction` (tags and collections). */
  undo?: BulkUndo;
}

/**
 * Exactly what a tag or collection action changed, so that Undo changes back only that: a swipe
 * that already had the tag (or was already in the collection) keeps it.
 */
export interface BulkUndo {
  /** true: the action put these on (undo takes them off); false: it took them off. */
  added: boolean;
  /** Per tag, the swipes whose link to it the action made or removed. */
  tagLinks: { tagId: string; swipeIds: string[] }[];
  /** Tags the action created; undo deletes those no swipe carries any more. */
  createdTagIds: string[];
  /** The swipes the action put in or took out of the collection. */
  collection: { collectionId: string; swipeIds: string[] } | null;
}

const fail = (error: BulkError) => ({ ok: false as const, errors: [error] });
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The swipes as the viewer may edit them, all in one team, or the error naming the problem:
 * ids that do not exist or that the viewer cannot see read as missing.
 */
async function editableSwipes(
  userId: string,
  rawIds: readonly string[],
): Promise<ServiceResult<{ teamId: string; ids: string[] }, BulkError>> {
  const ids = [...new Set(rawIds)];
  if (!ids.length) return fail(new FieldError('swipeIds', 'Choose at least one swipe.'));
  if (ids.length > bulkRules.idsMax) {
    return fail(new FieldError('swipeIds', `Choose at most ${bulkRules.idsMax} swipes at a time.`));
  }
  const rows = await prisma().swipe.findMany({
    where: {
      id: { in: ids.map(uuidOrNobody) },
      team: { members: { some: { userId } } },
    },
    select: { id: true, teamId: true },
  });
  const found = new Map(rows.map((row) => [row.id, row.teamId]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    return fail(
      new SwipeBatchError(
        'MISSING',
        missing,
        `${plural(missing.length, 'of the chosen swipes does', 'of the chosen swipes do')} not exist (deleted, or in a team you are not in). Nothing was changed.`,
      ),
    );
  }
  const teams = new Set(found.values());
  if (teams.size > 1) {
    return fail(new FieldError('swipeIds', 'The chosen swipes must all be in one team.'));
  }
  const [teamId] = teams as Set<string>;
  const access = await requireTeamRole(userId, teamId as string, Permission.editContent);
  if (!access.ok) {
    return fail(
      new SwipeBatchError('NOT_ALLOWED', ids, `${access.error.message} Nothing was changed.`),
    );
  }
  return { ok: true, value: { teamId: teamId as string, ids } };
}

/** One event per swipe, each with the tags and collections whose counts the batch moved. */
function publishAll(
  teamId: string,
  kind: 'SWIPE_CREATED' | 'SWIPE_UPDATED' | 'SWIPE_DELETED',
  ids: string[],
  moved: { tagIds?: string[]; collectionIds?: string[] } = {},
) {
  for (const id of ids) publishTeamEvent(teamId, { kind, id, ...moved });
}

/** Tag titles as stored (normaliseTag), without case-insensitive duplicates, or the error. */
function cleanTitles(raw: readonly string[]): ServiceResult<string[], FieldError> {
  const byKey = new Map<string, string>();
  for (const title of raw.map(normaliseTag)) {
    if (!title) continue;
    if (title.length > swipeRules.tagTitleMax) {
      return {
        ok: false,
        errors: [
          new FieldError('tags', `Tags can be at most ${swipeRules.tagTitleMax} characters.`),
        ],
      };
    }
    if (!byKey.has(tagKey(title))) byKey.set(tagKey(title), title);
  }
  return { ok: true, value: [...byKey.values()] };
}

async function lockTeam(tx: Tx, teamId: string) {
  await tx.$queryRaw`SELECT id FROM "team" WHERE id = ${teamId}::uuid FOR UPDATE`;
}

export interface TagSelection {
  /** Existing tags of the swipes' team. */
  tagIds?: readonly string[] | null | undefined;
  /** Tag titles; for tagging, missing ones are created in the team. */
  tags?: readonly string[] | null | undefined;
}

/** The tags chosen by id (they must be the team's) and by title, or the error. */
async function chosenTags(
  tx: Tx,
  teamId: string,
  selection: TagSelection,
  create: boolean,
): Promise<ServiceResult<{ ids: string[]; created: string[] }, FieldError>> {
  const byId = [...new Set((selection.tagIds ?? []).map(uuidOrNobody))];
  if (byId.length) {
    const count = await tx.tag.count({ where: { teamId, id: { in: byId } } });
    if (count !== byId.length) {
      return {
        ok: false,
        errors: [new FieldError('tagIds', 'One of the chosen tags does not exist in this team.')],
      };
    }
  }
  const titles = cleanTitles(selection.tags ?? []);
  if (!titles.ok) return titles;
  const found = titles.value.length
    ? await tx.tag.findMany({
        where: { teamId, title: { in: titles.value, mode: 'insensitive' } },
        select: { id: true },
      })
    : [];
  const existing = found.map((tag) => tag.id);
  const byTitle = create ? await tagIdsFor(tx, teamId, titles.value) : existing;
  const all = [...new Set([...byId, ...byTitle])];
  if (!all.length && !titles.value.length) {
    return { ok: false, errors: [new FieldError('tags', 'Choose at least one tag.')] };
  }
  const created = byTitle.filter((id) => !existing.includes(id));
  return { ok: true, value: { ids: all, created: [...new Set(created)] } };
}

/** Per tag, the swipes of `ids` whose link to it is (present) or is not (absent) in `links`. */
function linksByTag(
  tagIds: readonly string[],
  ids: readonly string[],
  links: readonly { swipeId: string; tagId: string }[],
  present: boolean,
) {
  const linked = new Set(links.map((link) => `${link.swipeId}:${link.tagId}`));
  return tagIds
    .map((tagId) => ({
      tagId,
      swipeIds: ids.filter((swipeId) => linked.has(`${swipeId}:${tagId}`) === present),
    }))
    .filter((group) => group.swipeIds.length > 0);
}

/** Adds the tags to every swipe; a swipe may end with at most swipeRules.tagsMax tags. */
export async function tagSwipes(
  userId: string,
  swipeIds: readonly string[],
  selection: TagSelection,
): BulkResult<BulkChange> {
  const found = await editableSwipes(userId, swipeIds);
  if (!found.ok) return found;
  const { teamId, ids } = found.value;
  const result = await prisma().$transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const chosenTagsResult = await chosenTags(tx, teamId, selection, true);
    if (!chosenTagsResult.ok) return chosenTagsResult;
    const { ids: tagIds, created } = chosenTagsResult.value;
    const links = await tx.swipeTag.findMany({
      where: { swipeId: { in: ids } },
      select: { swipeId: true, tagId: true },
    });
    const chosen = new Set(tagIds);
    const counts = new Map(ids.map((id) => [id, tagIds.length]));
    for (const link of links) {
      if (!chosen.has(link.tagId)) counts.set(link.swipeId, (counts.get(link.swipeId) ?? 0) + 1);
    }
    const over = [...counts.values()].filter((n) => n > swipeRules.tagsMax).length;
    if (over) {
      return fail(
        new FieldError(
          'tags',
          `A swipe can have at most ${swipeRules.tagsMax} tags: ${plural(over, 'of the chosen swipes', 'of the chosen swipes')} would have more. Nothing was changed.`,
        ),
      );
    }
    await tx.swipeTag.createMany({
      data: ids.flatMap((swipeId) => tagIds.map((tagId) => ({ swipeId, tagId }))),
      skipDuplicates: true,
    });
    const titles = await tx.tag.findMany({
      where: { id: { in: tagIds } },
      select: { title: true },
    });
    await recordActivity(tx, {
      teamId,
      kind: 'SWIPE_TAGGED',
      actorId: userId,
      swipeId: ids.length === 1 ? ids[0] : null,
      data: { count: ids.length, tags: titles.map((tag) => tag.title) },
    });
    await tx.swipe.updateMany({ where: { id: { in: ids } }, data: { updatedAt: new Date() } });
    const undo: BulkUndo = {
      added: true,
      tagLinks: linksByTag(tagIds, ids, links, false),
      createdTagIds: created,
      collection: null,
    };
    return { ok: true as const, value: { tagIds, undo } };
  });
  if (!result.ok) return result;
  publishAll(teamId, 'SWIPE_UPDATED', ids, { tagIds: result.value.tagIds });
  return {
    ok: true,
    value: { teamId, swipeIds: ids, deletedIds: [], teamIds: [teamId], undo: result.value.undo },
  };
}

/** Takes the tags off every swipe (the tags themselves stay in the team). */
export async function untagSwipes(
  userId: string,
  swipeIds: readonly string[],
  selection: TagSelection,
): BulkResult<BulkChange> {
  const found = await editableSwipes(userId, swipeIds);
  if (!found.ok) return found;
  const { teamId, ids } = found.value;
  const result = await prisma().$transaction(async (tx) => {
    const tags = await chosenTags(tx, teamId, selection, false);
    if (!tags.ok) return tags;
    const where = { swipeId: { in: ids }, tagId: { in: tags.value.ids } };
    const links = await tx.swipeTag.findMany({ where, select: { swipeId: true, tagId: true } });
    await tx.swipeTag.deleteMany({ where });
    await tx.swipe.updateMany({ where: { id: { in: ids } }, data: { updatedAt: new Date() } });
    const undo: BulkUndo = {
      added: false,
      tagLinks: linksByTag(tags.value.ids, ids, links, true),
      createdTagIds: [],
      collection: null,
    };
    return { ok: true as const, value: { tagIds: tags.value.ids, undo } };
  });
  if (!result.ok) return result;
  publishAll(teamId, 'SWIPE_UPDATED', ids, { tagIds: result.value.tagIds });
  return {
    ok: true,
    value: { teamId, swipeIds: ids, deletedIds: [], teamIds: [teamId], undo: result.value.undo },
  };
}

async function teamCollection(teamId: string, collectionId: string) {
  return prisma().collection.findFirst({
    where: { id: uuidOrNobody(collectionId), teamId },
    select: { id: true, name: true },
  });
}
const unknownCollection = () =>
  new FieldError('collectionId', 'This collection does not exist in the swipes’ team.');

/** Adds every swipe to the collection (those already in it stay as they are). */
export function addSwipesToCollection(
  userId: string,
  swipeIds: readonly string[],
  collectionId: string,
): BulkResult<BulkChange> {
  return changeCollection(userId, swipeIds, collectionId, 'in', (tx, ids, id) =>
    tx.swipeCollection.createMany({
      data: ids.map((swipeId) => ({ swipeId, collectionId: id })),
      skipDuplicates: true,
    }),
  );
}

/** Takes every swipe out of the collection. */
export function removeSwipesFromCollection(
  userId: string,
  swipeIds: readonly string[],
  collectionId: string,
): BulkResult<BulkChange> {
  return changeCollection(userId, swipeIds, collectionId, 'out', (tx, ids, id) =>
    tx.swipeCollection.deleteMany({ where: { collectionId: id, swipeId: { in: ids } } }),
  );
}

/** Puts swipes in or takes them out of a collection of their team, which is then touched. */
async function changeCollection(
  userId: string,
  swipeIds: readonly string[],
  collectionId: string,
  direction: 'in' | 'out',
  write: (tx: Tx, ids: string[], collectionId: string) => Promise<unknown>,
): BulkResult<BulkChange> {
  const found = await editableSwipes(userId, swipeIds);
  if (!found.ok) return found;
  const { teamId, ids } = found.value;
  const collection = await teamCollection(teamId, collectionId);
  if (!collection) return fail(unknownCollection());
  const changed = await prisma().$transaction(async (tx) => {
    const before = await tx.swipeCollection.findMany({
      where: { collectionId: collection.id, swipeId: { in: ids } },
      select: { swipeId: true },
    });
    const inside = new Set(before.map((link) => link.swipeId));
    await write(tx, ids, collection.id);
    await tx.collection.update({ where: { id: collection.id }, data: { updatedAt: new Date() } });
    await recordActivity(tx, {
      teamId,
      kind: 'SWIPE_MOVED',
      actorId: userId,
      swipeId: ids.length === 1 ? ids[0] : null,
      collectionId: collection.id,
      data: {
        count: ids.length,
        [direction === 'in' ? 'collections' : 'removedCollections']: [collection.name],
      },
    });
    return ids.filter((id) => inside.has(id) === (direction === 'out'));
  });
  publishAll(teamId, 'SWIPE_UPDATED', ids, { collectionIds: [collection.id] });
  publishTeamEvent(teamId, { kind: 'COLLECTION_CHANGED', id: collection.id });
  const undo: BulkUndo = {
    added: direction === 'in',
    tagLinks: [],
    createdTagIds: [],
    collection: { collectionId: collection.id, swipeIds: changed },
  };
  return { ok: true, value: { teamId, swipeIds: ids, deletedIds: [], teamIds: [teamId], undo } };
}

/**
 * Reverses a tag or collection action as `BulkUndo` describes it, with the same checks as the
 * action (every swipe editable by the viewer, in one team; the tags and the collection that
 * team's): links the action made are removed, links it removed are made again, and tags it
 * created go when no swipe carries them any more.
 */
export async function undoBulkAction(userId: string, undo: BulkUndo): BulkResult<BulkChange> {
  const ids = [
    ...new Set([
      ...undo.tagLinks.flatMap((group) => group.swipeIds),
      ...(undo.collection?.swipeIds ?? []),
    ]),
  ];
  if (!ids.length) {
    return { ok: true, value: { teamId: '', swipeIds: [], deletedIds: [], teamIds: [] } };
  }
  const found = await editableSwipes(userId, ids);
  if (!found.ok) return found;
  const { teamId } = found.value;
  const tagIds = [
    ...new Set([...undo.tagLinks.map((group) => group.tagId), ...undo.createdTagIds]),
  ].map(uuidOrNobody);
  if ((await prisma().tag.count({ where: { teamId, id: { in: tagIds } } })) !== tagIds.length) {
    return fail(new FieldError('tagIds', 'One of the tags does not exist in this team.'));
  }
  const collection = undo.collection
    ? await teamCollection(teamId, undo.collection.collectionId)
    : null;
  if (undo.collection && !collection) return fail(unknownCollection());
  const pairs = undo.tagLinks.flatMap((group) =>
    group.swipeIds.map((swipeId) => ({ swipeId, tagId: group.tagId })),
  );
  const result = await prisma().$transaction(async (tx) => {
    await lockTeam(tx, teamId);
    let deletedTagIds: string[] = [];
    if (undo.added) {
      for (const group of undo.tagLinks) {
        await tx.swipeTag.deleteMany({
          where: { tagId: group.tagId, swipeId: { in: group.swipeIds } },
        });
      }
      const unused = await tx.tag.findMany({
        where: { teamId, id: { in: undo.createdTagIds.map(uuidOrNobody) }, swipes: { none: {} } },
        select: { id: true },
      });
      deletedTagIds = unused.map((tag) => tag.id);
      await tx.tag.deleteMany({ where: { id: { in: deletedTagIds } } });
    } else if (pairs.length) {
      const over = await tagsOverMax(tx, pairs);
      if (over) {
        return fail(
          new FieldError(
            'tags',
            `A swipe can have at most ${swipeRules.tagsMax} tags: ${plural(over, 'of the swipes', 'of the swipes')} would have more. Nothing was changed.`,
          ),
        );
      }
      await tx.swipeTag.createMany({ data: pairs, skipDuplicates: true });
    }
    if (collection && undo.collection) {
      const swipeIds = undo.collection.swipeIds;
      if (undo.added) {
        await tx.swipeCollection.deleteMany({
          where: { collectionId: collection.id, swipeId: { in: swipeIds } },
        });
      } else {
        await tx.swipeCollection.createMany({
          data: swipeIds.map((swipeId) => ({ swipeId, collectionId: collection.id })),
          skipDuplicates: true,
        });
      }
      await tx.collection.update({ where: { id: collection.id }, data: { updatedAt: new Date() } });
    }
    await tx.swipe.updateMany({ where: { id: { in: ids } }, data: { updatedAt: new Date() } });
    return { ok: true as const, value: deletedTagIds };
  });
  if (!result.ok) return result;
  publishAll(teamId, 'SWIPE_UPDATED', ids, {
    tagIds: undo.tagLinks.map((group) => group.tagId),
    ...(collection ? { collectionIds: [collection.id] } : {}),
  });
  for (const id of result.value) publishTeamEvent(teamId, { kind: 'TAG_DELETED', id });
  if (collection) publishTeamEvent(teamId, { kind: 'COLLECTION_CHANGED', id: collection.id });
  return { ok: true, value: { teamId, swipeIds: ids, deletedIds: [], teamIds: [teamId] } };
}

/** How many swipes would carry more than swipeRules.tagsMax tags with these links added. */
async function tagsOverMax(tx: Tx, pairs: readonly { swipeId: string; tagId: string }[]) {
  const ids = [...new Set(pairs.map((pair) => pair.swipeId))];
  const links = await tx.swipeTag.findMany({
    where: { swipeId: { in: ids } },
    select: { swipeId: true, tagId: true },
  });
  const tags = new Map(ids.map((id) => [id, new Set<string>()]));
  for (const link of [...links, ...pairs]) tags.get(link.swipeId)?.add(link.tagId);
  return [...tags.values()].filter((set) => set.size > swipeRules.tagsMax).length;
}

/** Deletes every swipe, then the files no other swipe points at. */
export async function deleteSwipes(
  userId: string,
  swipeIds: readonly string[],
  files: FileDeps,
): BulkResult<BulkChange> {
  const found = await editableSwipes(userId, swipeIds);
  if (!found.ok) return found;
  const { teamId, ids } = found.value;
  const deleted = await prisma().$transaction(async (tx) => {
    const rows = await tx.swipe.findMany({
      where: { id: { in: ids } },
      select: { media: true, ...swipeLinks },
    });
    await tx.swipe.deleteMany({ where: { id: { in: ids } } });
    return rows;
  });
  publishAll(teamId, 'SWIPE_DELETED', ids, linkedIds(deleted));
  for (const row of deleted) await deleteSwipeFiles(files, parseMedia(row.media));
  return { ok: true, value: { teamId, swipeIds: [], deletedIds: ids, teamIds: [teamId] } };
}

const transferColumns = {
  id: true,
  kind: true,
  title: true,
  url: true,
  finalUrl: true,
  canonicalUrl: true,
  source: true,
  notes: true,
  media: true,
  createdVia: true,
  captureStatus: true,
  captureError: true,
  captureReport: true,
  bodyText: true,
  emailHtml: true,
  emailText: true,
  imageText: true,
  imageTextStatus: true,
  transcriptText: true,
  transcript: { select: { status: true, failure: true, note: true, segments: true } },
  videoStatus: true,
  videoFailure: true,
  authorId: true,
  createdAt: true,
  tags: { select: { tagId: true, tag: { select: { title: true } } } },
  collections: { select: { collectionId: true } },
} as const;

/**
 * Copies (or moves: copies, then deletes the originals in the same transaction) the swipes
 * to another team the viewer may edit. Tags go along by title; collections stay behind (they
 * belong to the old team). The destination's Free cap is checked for the whole batch.
 */
export async function transferSwipes(
  userId: string,
  swipeIds: readonly string[],
  destinationTeamId: string,
  mode: 'copy' | 'move',
  deps: Pick<ServiceDeps, 'storage' | 'dataDir' | 'settings'>,
): BulkResult<BulkChange> {
  const found = await editableSwipes(userId, swipeIds);
  if (!found.ok) return found;
  const { teamId, ids } = found.value;
  const destination = await requireTeamRole(userId, destinationTeamId, Permission.editContent);
  if (!destination.ok) {
    return fail(new FieldError('teamId', destination.error.message));
  }
  const targetId = uuidOrNobody(destinationTeamId);
  if (targetId === teamId) {
    return fail(new FieldError('teamId', 'The chosen swipes are already in this team.'));
  }
  const originals = await prisma().swipe.findMany({
    where: { id: { in: ids } },
    select: transferColumns,
    orderBy: { createdAt: 'asc' },
  });
  const copied = await copySwipeFiles(
    deps,
    originals.flatMap((swipe) => mediaKeys(parseMedia(swipe.media))),
  );
  let result: ServiceResult<{ created: string[]; tagIds: string[] }, BulkError>;
  try {
    result = await prisma().$transaction(
      async (tx) => {
        await lockTeam(tx, targetId);
        const fits = await swipeRoom(tx, targetId, deps.settings.freeSwipeLimit);
        if (originals.length > fits) {
          return fail(
            new SwipeBatchOverCapError(
              deps.settings.freeSwipeLimit,
              fits,
              originals.length,
              mode === 'move' ? 'moved' : 'copied',
            ),
          );
        }
        const titles = [...new Set(originals.flatMap((s) => s.tags.map((l) => l.tag.title)))];
        const newTagIds = await tagIdsFor(tx, targetId, titles);
        const tagIds = new Map(titles.map((title, i) => [tagKey(title), newTagIds[i] as string]));
        const created: string[] = [];
        for (const swipe of originals) {
          const { media, emailHtml } = rekeyCopiedMedia(swipe.media, swipe.emailHtml, copied);
          const capturing =
            swipe.captureStatus === 'PENDING' || swipe.captureStatus === 'CAPTURING';
          const reading = swipe.imageTextStatus === 'PENDING';
          const copy = await tx.swipe.create({
            data: {
              teamId: targetId,
              authorId: mode === 'move' ? swipe.authorId : userId,
              kind: swipe.kind,
              title: swipe.title,
              url: swipe.url,
              finalUrl: swipe.finalUrl,
              canonicalUrl: swipe.canonicalUrl,
              source: swipe.source,
              notes: swipe.notes,
              ...(media ? { media } : {}),
              createdVia: swipe.createdVia,
              captureStatus: capturing ? 'PENDING' : swipe.captureStatus,
              captureError: swipe.captureError,
              ...(swipe.captureReport === null ? {} : { captureReport: swipe.captureReport }),
              bodyText: swipe.bodyText,
              emailHtml,
              emailText: swipe.emailText,
              imageText: swipe.imageText,
              imageTextStatus: reading ? 'PENDING' : swipe.imageTextStatus,
              transcriptText: swipe.transcriptText,
              ...(swipe.transcript
                ? {
                    transcript: {
                      create: {
                        ...swipe.transcript,
                        segments: swipe.transcript.segments ?? [],
                      },
                    },
                  }
                : {}),
              videoStatus: swipe.videoStatus,
              videoFailure: swipe.videoFailure,
              ...(mode === 'move' ? { createdAt: swipe.createdAt } : {}),
              tags: {
                create: swipe.tags.map((link) => ({
                  tagId: tagIds.get(tagKey(link.tag.title)) as string,
                })),
              },
            },
            select: { id: true },
          });
          if (capturing) await enqueueCapture(tx, copy.id, swipe.kind);
          // A video is read again for the copy if its processing or its words were under way
          // (its processing starts its words).
          if (swipe.videoStatus === 'PROCESSING') await enqueueVideo(tx, copy.id);
          else if (swipe.kind === 'VIDEO' && (reading || swipe.transcript?.status === 'PENDING'))
            await enqueueVideoWords(tx, copy.id);
          else if (reading) await enqueueImageText(tx, copy.id);
          created.push(copy.id);
        }
        if (mode === 'move') await tx.swipe.deleteMany({ where: { id: { in: ids } } });
        return { ok: true as const, value: { created, tagIds: newTagIds } };
      },
      { timeout: 60_000 },
    );
  } catch (error) {
    await dropCopiedFiles(deps, copied);
    throw error;
  }
  if (!result.ok) {
    await dropCopiedFiles(deps, copied);
    return result;
  }
  publishAll(targetId, 'SWIPE_CREATED', result.value.created, { tagIds: result.value.tagIds });
  if (mode === 'move') {
    publishAll(teamId, 'SWIPE_DELETED', ids, linkedIds(originals));
    for (const swipe of originals) await deleteSwipeFiles(deps, parseMedia(swipe.media));
  }
  return {
    ok: true,
    value: {
      teamId: targetId,
      swipeIds: result.value.created,
      deletedIds: mode === 'move' ? ids : [],
      teamIds: [targetId, teamId],
    },
  };
}
