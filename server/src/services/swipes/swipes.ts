import { FIELD_LIMITS } from '@swipestack/common/limits';
import { normaliseTag, tagKey } from '@swipestack/common/tags';
import { z } from 'zod';
import { prisma } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { CreatedVia, SwipeKind, VideoStatus } from '../../generated/prisma/enums.js';
import { enqueueCapture, enqueueImageText, enqueueVideo } from '../../jobs/queue.js';
import { publishTeamEvent } from '../../realtime/team-events.js';
import { completeOnboardingStep } from '../accounts/user-metadata.js';
import { recordActivity, recordSwipeRefiled } from '../activity/activity.js';
import { reserveSwipeSlot } from '../billing/swipe-limits.js';
import type { ServiceDeps } from '../deps.js';
import type { ServiceResult } from '../errors.js';
import {
  FieldError,
  type NotAllowedError,
  type NotFoundError,
  type SwipeLimitError,
} from '../errors.js';
import { tagIdsFor } from '../tags/tag-ids.js';
import { Permission, requireContentEditor, requireTeamRole } from '../teams/permissions.js';
import { uuidOrNobody } from '../teams/visibility.js';
import { queueVideoWords } from '../videos/video-words.js';
import { imagesToRead } from './image-text.js';
import { linkedIds, swipeLinks } from './swipe-links.js';
import {
  deleteSwipeFiles,
  type FileDeps,
  parseMedia,
  type SwipeMedia,
  toMediaJson,
} from './swipe-media.js';

type Tx = Prisma.TransactionClient;

export const swipeRules = {
  titleMax: FIELD_LIMITS.swipeTitle,
  notesMax: FIELD_LIMITS.swipeNotes,
  urlMax: FIELD_LIMITS.swipeUrl,
  tagsMax: 20,
  tagTitleMax: FIELD_LIMITS.tagTitle,
};

export interface SwipeInput {
  title?: string | null | undefined;
  url?: string | null | undefined;
  notes?: string | null | undefined;
  /** Tag titles; tags that do not exist in the team yet are created. */
  tags?: readonly string[] | null | undefined;
  collectionIds?: readonly string[] | null | undefined;
}

export interface CreateSwipeInput extends SwipeInput {
  teamId: string;
  kind: SwipeKind;
  createdVia: CreatedVia;
  /** Files already stored for the swipe (uploads, email images). */
  media?: SwipeMedia;
  /** Who it is credited to when not derived from the URL (e.g. the examples gallery). */
  source?: string | null | undefined;
  /**
   * An inbound email's sender, sanitised HTML, text part and the text of its HTML
   * (email-text.ts); the HTML is then screenshotted.
   */
  email?: { source: string | null; html: string; text: string; htmlText: string };
  /** The copy of a TEXT swipe. */
  text?: string;
  /** A VIDEO swipe copied with its state; a new one is PROCESSING, and its job is queued. */
  video?: { status: VideoStatus; failure: string | null };
  /** Runs in the creating transaction: a failure there undoes the swipe too. */
  alsoInTransaction?: (tx: Tx, swipeId: string) => Promise<void>;
}

export type Settings = ServiceDeps['settings'];

export type SwipeError = FieldError | NotAllowedError | NotFoundError | SwipeLimitError;

const httpUrl = z
  .string()
  .max(swipeRules.urlMax, `Web addresses can be at most ${swipeRules.urlMax} characters.`)
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'Enter a web address starting with http:// or https://.');

/** Kinds whose URL is captured in the browser (emails and images arrive with their content). */
const capturedKinds: readonly SwipeKind[] = ['WEBSITE', 'LANDING_PAGE', 'AD'];

export function needsCapture(kind: SwipeKind, url: string | null | undefined) {
  return Boolean(url) && capturedKinds.includes(kind);
}

/** The host a URL swipe is credited to: "www.acme.com/pricing" → "acme.com". */
export function sourceOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

interface Cleaned {
  title?: string;
  url?: string | null;
  notes?: string | null;
  tags?: string[];
  collectionIds?: string[];
}

/** Trims and checks the editable fields; absent fields stay absent (for updates). */
function clean(input: SwipeInput, errors: FieldError[]): Cleaned {
  const out: Cleaned = {};
  if (input.title !== undefined && input.title !== null) {
    const title = input.title.trim().replace(/\s+/g, ' ');
    if (!title) errors.push(new FieldError('title', 'Enter a title.'));
    else if (title.length > swipeRules.titleMax) {
      errors.push(
        new FieldError('title', `Titles can be at most ${swipeRules.titleMax} characters.`),
      );
    } else out.title = title;
  }
  if (input.url !== undefined) {
    const url = input.url?.trim() || null;
    if (url) {
      const parsed = httpUrl.safeParse(url);
      if (!parsed.success)
        errors.push(new FieldError('url', parsed.error.issues[0]?.message ?? 'Invalid URL.'));
      else out.url = new URL(url).toString();
    } else out.url = null;
  }
  if (input.notes !== undefined) {
    const notes = input.notes?.trim() || null;
    if (notes && notes.length > swipeRules.notesMax) {
      errors.push(
        new FieldError('notes', `Notes can be at most ${swipeRules.notesMax} characters.`),
      );
    } else out.notes = notes;
  }
  if (input.tags) {
    const byKey = new Map<string, string>();
    for (const raw of input.tags) {
      const tag = normaliseTag(raw);
      if (!tag) continue;
      if (tag.length > swipeRules.tagTitleMax) {
        errors.push(
          new FieldError('tags', `Tags can be at most ${swipeRules.tagTitleMax} characters.`),
        );
        break;
      }
      if (!byKey.has(tagKey(tag))) byKey.set(tagKey(tag), tag);
    }
    if (byKey.size > swipeRules.tagsMax) {
      errors.push(new FieldError('tags', `A swipe can have at most ${swipeRules.tagsMax} tags.`));
    }
    out.tags = [...byKey.values()];
  }
  if (input.collectionIds) out.collectionIds = [...new Set(input.collectionIds.map(uuidOrNobody))];
  return out;
}

async function collectionsBelongToTeam(tx: Tx, teamId: string, ids: string[]) {
  if (!ids.length) return true;
  return (await tx.collection.count({ where: { teamId, id: { in: ids } } })) === ids.length;
}

const unknownCollection = () =>
  new FieldError('collectionIds', 'One of the chosen collections does not exist in this team.');

export async function createSwipe(
  userId: string,
  input: CreateSwipeInput,
  settings: Settings,
): Promise<ServiceResult<{ swipeId: string }, SwipeError>> {
  const access = await requireTeamRole(userId, input.teamId, Permission.editContent);
  if (!access.ok) return { ok: false, errors: [access.error] };
  const errors: FieldError[] = [];
  // A URL swipe may leave the title empty: the host stands in until the capture names it.
  const untitledLink = !input.title?.trim() && Boolean(input.url?.trim());
  const fields = clean({ ...input, title: untitledLink ? undefined : (input.title ?? '') }, errors);
  if (fields.title === undefined && fields.url) fields.title = sourceOf(fields.url);
  if (errors.length) return { ok: false, errors };

  const teamId = input.teamId;
  // Words in its pictures are read (OCR) by a job.
  const readsImages = Boolean(input.media && imagesToRead(input.media).length);
  const video =
    input.kind === 'VIDEO'
      ? (input.video ?? { status: 'PROCESSING' as const, failure: null })
      : null;
  const result = await prisma().$transaction(async (tx) => {
    const limit = await reserveSwipeSlot(tx, teamId, settings.freeSwipeLimit);
    if (limit) return { ok: false as const, errors: [limit] };
    if (!(await collectionsBelongToTeam(tx, teamId, fields.collectionIds ?? []))) {
      return { ok: false as const, errors: [unknownCollection()] };
    }
    const tags = await tagIdsFor(tx, teamId, fields.tags ?? []);
    const swipe = await tx.swipe.create({
      data: {
        teamId,
        authorId: userId,
        kind: input.kind,
        title: fields.title ?? '',
        url: fields.url ?? null,
        source: input.email
          ? input.email.source
          : (input.source ?? (fields.url ? sourceOf(fields.url) : null)),
        notes: fields.notes ?? null,
        createdVia: input.createdVia,
        // A page that arrives with its picture (the extension's screenshot) is kept as seen.
        captureStatus:
          (needsCapture(input.kind, fields.url) && !input.media) || input.email
            ? 'PENDING'
            : 'NONE',
        ...(input.email
          ? {
              emailHtml: input.email.html,
              bodyText: input.email.text,
              emailText: input.email.htmlText,
            }
          : {}),
        ...(input.text !== undefined ? { bodyText: input.text } : {}),
        ...(input.media ? { media: toMediaJson(input.media) } : {}),
        ...(readsImages ? { imageTextStatus: 'PENDING' as const } : {}),
        ...(video ? { videoStatus: video.status, videoFailure: video.failure } : {}),
        tags: { create: tags.map((tagId) => ({ tagId })) },
        collections: {
          create: (fields.collectionIds ?? []).map((collectionId) => ({ collectionId })),
        },
      },
      select: { id: true, captureStatus: true, title: true },
    });
    await recordActivity(tx, {
      teamId,
      kind: 'SWIPE_ADDED',
      actorId: userId,
      swipeId: swipe.id,
      data: { title: swipe.title },
    });
    await input.alsoInTransaction?.(tx, swipe.id);
    if (swipe.captureStatus === 'PENDING') await enqueueCapture(tx, swipe.id, input.kind);
    if (readsImages) await enqueueImageText(tx, swipe.id);
    if (video?.status === 'PROCESSING') await enqueueVideo(tx, swipe.id);
    // A copy of a video read elsewhere (Discover): its words are read for this team's swipe.
    else if (video?.status === 'READY') await queueVideoWords(tx, swipe.id);
    return { ok: true as const, value: { swipeId: swipe.id, tagIds: tags } };
  });
  if (result.ok) {
    publishTeamEvent(teamId, {
      kind: 'SWIPE_CREATED',
      id: result.value.swipeId,
      tagIds: result.value.tagIds,
      collectionIds: fields.collectionIds ?? [],
    });
    // A page that arrives with its picture (the extension's) is captured already; any other
    // ticks the step when its capture succeeds (capture-onboarding.ts).
    if (needsCapture(input.kind, fields.url) && input.media) {
      await completeOnboardingStep(userId, 'swipe_website');
    }
  }
  return result;
}

async function editableSwipe(userId: string, swipeId: string) {
  const swipe = await prisma().swipe.findUnique({
    where: { id: uuidOrNobody(swipeId) },
    select: { teamId: true },
  });
  return requireContentEditor(userId, swipe?.teamId, 'This swipe does not exist.');
}

/** Changes the given fields; `tags` and `collectionIds`, when given, replace the current sets. */
export async function updateSwipe(
  userId: string,
  swipeId: string,
  input: SwipeInput,
): Promise<ServiceResult<{ swipeId: string }, SwipeError>> {
  const found = await editableSwipe(userId, swipeId);
  if (!found.ok) return { ok: false, errors: [found.error] };
  const errors: FieldError[] = [];
  const fields = clean(input, errors);
  if (errors.length) return { ok: false, errors };
  const { teamId } = found;
  const result = await prisma().$transaction(async (tx) => {
    if (
      fields.collectionIds &&
      !(await collectionsBelongToTeam(tx, teamId, fields.collectionIds))
    ) {
      return { ok: false as const, errors: [unknownCollection()] };
    }
    // Tags are created under the team lock, like in createSwipe.
    if (fields.tags)
      await tx.$queryRaw`SELECT id FROM "team" WHERE id = ${teamId}::uuid FOR UPDATE`;
    const tags = fields.tags ? await tagIdsFor(tx, teamId, fields.tags) : undefined;
    const before = await tx.swipe.findUniqueOrThrow({
      where: { id: swipeId },
      select: {
        kind: true,
        url: true,
        title: true,
        ...swipeLinks,
      },
    });
    // A new address is captured again.
    const recapture =
      fields.url !== undefined &&
      fields.url !== before.url &&
      needsCapture(before.kind, fields.url);
    await tx.swipe.update({
      where: { id: swipeId },
      data: {
        ...(fields.title !== undefined ? { title: fields.title } : {}),
        ...(fields.url !== undefined
          ? { url: fields.url, source: fields.url ? sourceOf(fields.url) : null }
          : {}),
        ...(fields.notes !== undefined ? { notes: fields.notes } : {}),
        ...(recapture ? { captureStatus: 'PENDING' as const, captureError: null } : {}),
        ...(tags ? { tags: { deleteMany: {}, create: tags.map((tagId) => ({ tagId })) } } : {}),
        ...(fields.collectionIds
          ? {
              collections: {
                deleteMany: {},
                create: fields.collectionIds.map((collectionId) => ({ collectionId })),
              },
            }
          : {}),
      },
    });
    if (recapture) await enqueueCapture(tx, swipeId, before.kind);
    await recordSwipeRefiled(tx, {
      teamId,
      actorId: userId,
      swipeId,
      title: fields.title ?? before.title,
      tagsBefore: before.tags.map((tag) => tag.tagId),
      tagsAfter: tags,
      collectionsBefore: before.collections.map((c) => c.collectionId),
      collectionsAfter: fields.collectionIds,
    });
    // The tags and collections whose counts moved: those it left and those it joined.
    const moved = {
      tagIds: tags ? [...new Set([...before.tags.map((tag) => tag.tagId), ...tags])] : [],
      collectionIds: fields.collectionIds
        ? [...new Set([...before.collections.map((c) => c.collectionId), ...fields.collectionIds])]
        : [],
    };
    return { ok: true as const, value: { swipeId, moved } };
  });
  if (!result.ok) return result;
  publishTeamEvent(teamId, { kind: 'SWIPE_UPDATED', id: swipeId, ...result.value.moved });
  return { ok: true, value: { swipeId } };
}

/** Deletes the swipe, then its stored files and their resized copies. */
export async function deleteSwipe(
  userId: string,
  swipeId: string,
  files: FileDeps,
): Promise<ServiceResult<{ swipeId: string; teamId: string }, SwipeError>> {
  const found = await editableSwipe(userId, swipeId);
  if (!found.ok) return { ok: false, errors: [found.error] };
  const deleted = await prisma().swipe.delete({
    where: { id: swipeId },
    select: { media: true, ...swipeLinks },
  });
  publishTeamEvent(found.teamId, { kind: 'SWIPE_DELETED', id: swipeId, ...linkedIds([deleted]) });
  await deleteSwipeFiles(files, parseMedia(deleted.media));
  return { ok: true, value: { swipeId, teamId: found.teamId } };
}
