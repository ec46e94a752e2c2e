import { FIELD_LIMITS } from '@swipestack/common/limits';
import { prisma } from '../../db/client.js';
import { Prisma } from '../../generated/prisma/client.js';
import { publishTeamEvent } from '../../realtime/team-events.js';
import type { ServiceResult } from '../errors.js';
import { FieldError, type NotAllowedError, type NotFoundError } from '../errors.js';
import { Permission, requireContentEditor, requireTeamRole } from '../teams/permissions.js';
import { uuidOrNobody } from '../teams/visibility.js';

export const collectionRules = {
  nameMax: FIELD_LIMITS.collectionName,
  descriptionMax: FIELD_LIMITS.collectionDescription,
};

type CollectionError = FieldError | NotAllowedError | NotFoundError;

export interface CollectionInput {
  name?: string | null | undefined;
  description?: string | null | undefined;
  /** A swipe in the collection whose image becomes the cover; null goes back to automatic. */
  coverSwipeId?: string | null | undefined;
}

function clean(input: CollectionInput, errors: FieldError[]) {
  const out: { name?: string; description?: string | null } = {};
  if (input.name !== undefined && input.name !== null) {
    const name = input.name.trim().replace(/\s+/g, ' ');
    if (!name) errors.push(new FieldError('name', 'Enter a name for the collection.'));
    else if (name.length > collectionRules.nameMax) {
      errors.push(
        new FieldError(
          'name',
          `Collection names can be at most ${collectionRules.nameMax} characters.`,
        ),
      );
    } else out.name = name;
  }
  if (input.description !== undefined) {
    const description = input.description?.trim() || null;
    if (description && description.length > collectionRules.descriptionMax) {
      errors.push(
        new FieldError(
          'description',
          `Descriptions can be at most ${collectionRules.descriptionMax} characters.`,
        ),
      );
    } else out.description = description;
  }
  return out;
}

/** The message for a name another collection of the team has (compared without case). */
function duplicateNameError(name: string): FieldError {
  return new FieldError('name', `A collection named “${name}” already exists in this team.`);
}

/**
 * Runs a write that sets a collection's name; the unique index on (team_id, name_key) refuses
 * a name the team already has, also when two requests race, and that is the name's error.
 */
async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T | FieldError> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      return duplicateNameError(name);
    throw error;
  }
}

export async function createCollection(
  userId: string,
  teamId: string,
  input: CollectionInput,
): Promise<ServiceResult<{ collectionId: string }, CollectionError>> {
  const access = await requireTeamRole(userId, teamId, Permission.editContent);
  if (!access.ok) return { ok: false, errors: [access.error] };
  const errors: FieldError[] = [];
  const fields = clean({ ...input, name: input.name ?? '' }, errors);
  if (errors.length) return { ok: false, errors };
  const name = fields.name ?? '';
  const collection = await uniqueName(name, () =>
    prisma().collection.create({
      data: { teamId, name, description: fields.description ?? null },
      select: { id: true },
    }),
  );
  if (collection instanceof FieldError) return { ok: false, errors: [collection] };
  publishTeamEvent(teamId, { kind: 'COLLECTION_CHANGED', id: collection.id });
  return { ok: true, value: { collectionId: collection.id } };
}

async function editableCollection(userId: string, collectionId: string) {
  const collection = await prisma().collection.findUnique({
    where: { id: uuidOrNobody(collectionId) },
    select: { teamId: true },
  });
  return requireContentEditor(userId, collection?.teamId, 'This collection does not exist.');
}

export async function updateCollection(
  userId: string,
  collectionId: string,
  input: CollectionInput,
): Promise<ServiceResult<{ collectionId: string }, CollectionError>> {
  const found = await editableCollection(userId, collectionId);
  if (!found.ok) return { ok: false, errors: [found.error] };
  const errors: FieldError[] = [];
  const fields = clean(input, errors);
  let coverSwipeId: string | null | undefined;
  if (input.coverSwipeId !== undefined) {
    coverSwipeId = input.coverSwipeId;
    const inCollection =
      coverSwipeId === null ||
      (await prisma().swipeCollection.findUnique({
        where: {
          swipeId_collectionId: { swipeId: uuidOrNobody(coverSwipeId), collectionId },
        },
        select: { swipeId: true },
      }));
    if (!inCollection) {
      errors.push(
        new FieldError('coverSwipeId', 'Choose a swipe from this collection as its cover.'),
      );
    }
  }
  if (errors.length) return { ok: false, errors };
  const updated = await uniqueName(fields.name ?? '', () =>
    prisma().collection.update({
      where: { id: collectionId },
      data: { ...fields, ...(coverSwipeId !== undefined ? { coverSwipeId } : {}) },
    }),
  );
  if (updated instanceof FieldError) return { ok: false, errors: [updated] };
  publishTeamEvent(found.teamId, { kind: 'COLLECTION_CHANGED', id: collectionId });
  return { ok: true, value: { collectionId } };
}

/** Deletes the collection; its swipes stay in the swipe file. */
export async function deleteCollection(
  userId: string,
  collectionId: string,
): Promise<ServiceResult<{ collectionId: string; teamId: string }, CollectionError>> {
  const found = await editableCollection(userId, collectionId);
  if (!found.ok) return { ok: false, errors: [found.error] };
  await prisma().collection.delete({ where: { id: collectionId } });
  publishTeamEvent(found.teamId, { kind: 'COLLECTION_DELETED', id: collectionId });
  return { ok: true, value: { collectionId, teamId: found.teamId } };
}
