import { normaliseTag } from '@swipestack/common/tags';
import { prisma } from '../../db/client.js';
import { Prisma } from '../../generated/prisma/client.js';
import { publishTeamEvent } from '../../realtime/team-events.js';
import type { ServiceResult } from '../errors.js';
import { FieldError, type NotAllowedError, type NotFoundError } from '../errors.js';
import { swipeRules } from '../swipes/swipes.js';
import { requireContentEditor } from '../teams/permissions.js';
import { uuidOrNobody } from '../teams/visibility.js';

type TagError = FieldError | NotAllowedError | NotFoundError;

async function editableTag(userId: string, tagId: string) {
  const tag = await prisma().tag.findUnique({
    where: { id: uuidOrNobody(tagId) },
    select: { teamId: true },
  });
  return requireContentEditor(userId, tag?.teamId, 'This tag does not exist.');
}

export async function renameTag(
  userId: string,
  tagId: string,
  rawTitle: string,
): Promise<ServiceResult<{ tagId: string }, TagError>> {
  const found = await editableTag(userId, tagId);
  if (!found.ok) return { ok: false, errors: [found.error] };
  const title = normaliseTag(rawTitle);
  if (!title) return { ok: false, errors: [new FieldError('title', 'Enter a tag name.')] };
  if (title.length > swipeRules.tagTitleMax) {
    return {
      ok: false,
      errors: [
        new FieldError('title', `Tags can be at most ${swipeRules.tagTitleMax} characters.`),
      ],
    };
  }
  const clash = await prisma().tag.findFirst({
    where: {
      teamId: found.teamId,
      title: { equals: title, mode: 'insensitive' },
      id: { not: tagId },
    },
    select: { id: true },
  });
  if (clash)
    return {
      ok: false,
      errors: [new FieldError('title', `A tag named "${title}" already exists.`)],
    };
  try {
    await prisma().tag.update({ where: { id: tagId }, data: { title } });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      return {
        ok: false,
        errors: [new FieldError('title', `A tag named "${title}" already exists.`)],
      };
    }
    throw error;
  }
  publishTeamEvent(found.teamId, { kind: 'TAG_CHANGED', id: tagId });
  return { ok: true, value: { tagId } };
}

/** Deletes the tag and takes it off every swipe. */
export async function deleteTag(
  userId: string,
  tagId: string,
): Promise<ServiceResult<{ tagId: string; teamId: string }, TagError>> {
  const found = await editableTag(userId, tagId);
  if (!found.ok) return { ok: false, errors: [found.error] };
  await prisma().tag.delete({ where: { id: tagId } });
  publishTeamEvent(found.teamId, { kind: 'TAG_DELETED', id: tagId });
  return { ok: true, value: { tagId, teamId: found.teamId } };
}
