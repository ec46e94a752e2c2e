import type { InputFieldBuilder, ObjectParam, UnionRef } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { prisma } from '../../db/client.js';
import { type BuilderTypes, builder } from '../builder.js';

/** A union of the errors a mutation can return (schema/errors.ts); its members' shapes. */
type ErrorUnion = UnionRef<BuilderTypes, object>;

export interface Payload {
  id: string | null;
  errors: object[];
  /** The team a deleted node belonged to, so clients can refresh its counts. */
  teamId?: string | null;
}

// How a payload loads the node a mutation created or changed, with the query's selections.
const ERRORS_DESCRIPTION = 'Why the mutation failed; empty when it succeeded.';

const loaders = {
  Swipe: (query: object, id: string) => prisma().swipe.findUnique({ ...query, where: { id } }),
  Tag: (query: object, id: string) => prisma().tag.findUnique({ ...query, where: { id } }),
  Collection: (query: object, id: string) =>
    prisma().collection.findUnique({ ...query, where: { id } }),
  Team: (query: object, id: string) => prisma().team.findUnique({ ...query, where: { id } }),
  TeamMember: (query: object, id: string) =>
    prisma().teamMember.findUnique({ ...query, where: { id } }),
  Invite: (query: object, id: string) => prisma().invite.findUnique({ ...query, where: { id } }),
  Remix: (query: object, id: string) => prisma().remix.findUnique({ ...query, where: { id } }),
  RemixVariant: (query: object, id: string) =>
    prisma().remixVariant.findUnique({ ...query, where: { id } }),
  TrackedBrand: (query: object, id: string) =>
    prisma().trackedBrand.findUnique({ ...query, where: { id } }),
  Comment: (query: object, id: string) => prisma().comment.findUnique({ ...query, where: { id } }),
  TeamWebhook: (query: object, id: string) =>
    prisma().teamWebhook.findUnique({ ...query, where: { id } }),
};

/**
 * `{ <field>: <Model>, errors: [<ErrorUnion>!]! }` for mutations that create or change one
 * node: the node is loaded with the query's selections when the mutation succeeded.
 */
export function nodePayload(
  name: string,
  field: string,
  model: keyof typeof loaders,
  errors: ErrorUnion,
  description = `The ${field} as it is now; null when the mutation failed.`,
) {
  const load = loaders[model];
  return builder.objectRef<Payload>(name).implement({
    description: `The result of a mutation on a ${model}: the ${field}, or the errors that stopped it.`,
    fields: (t) => ({
      [field]: t.prismaField({
        type: model,
        nullable: true,
        description,
        resolve: (query, payload) => (payload.id ? load(query, payload.id) : null),
      }),
      errors: t.field({
        type: [errors],
        description: ERRORS_DESCRIPTION,
        resolve: (payload) => payload.errors,
      }),
    }),
  });
}

/**
 * `{ deletedId: ID, team: Team, errors }` for deletions: the id lets clients drop the record,
 * the team (with whatever counts they select) lets them refresh what it changed.
 */
export function deletePayload(name: string, typename: string, errors: ErrorUnion) {
  return builder.objectRef<Payload>(name).implement({
    description: `The result of removing a ${typename}: its id, or the errors that stopped it.`,
    fields: (t) => ({
      deletedId: t.id({
        nullable: true,
        description: `The global id of the removed ${typename} (drop it from caches); null when the mutation failed.`,
        resolve: (payload) => (payload.id ? encodeGlobalID(typename, payload.id) : null),
      }),
      team: t.prismaField({
        type: 'Team',
        nullable: true,
        description:
          'The team it was removed from, as it is now (to refresh its counts); null when the mutation failed or the team itself is gone.',
        resolve: (query, payload) =>
          payload.teamId
            ? prisma().team.findUnique({ ...query, where: { id: payload.teamId } })
            : null,
      }),
      errors: t.field({
        type: [errors],
        description: ERRORS_DESCRIPTION,
        resolve: (payload) => payload.errors,
      }),
    }),
  });
}

export function toPayload<T>(
  result: { ok: true; value: T } | { ok: false; errors: object[] },
  id: (value: T) => string,
): Payload {
  return result.ok ? { id: id(result.value), errors: [] } : { id: null, errors: result.errors };
}

export function toDeletePayload<T extends { teamId: string }>(
  result: { ok: true; value: T } | { ok: false; errors: object[] },
  id: (value: T) => string,
): Payload {
  return result.ok
    ? { id: id(result.value), teamId: result.value.teamId, errors: [] }
    : { id: null, errors: result.errors };
}

export interface ViewerPayload<E = object> {
  userId: string | null;
  errors: E[];
}

/** `{ viewer: User, errors }` for mutations on the viewer's own account. */
export function viewerPayload<E extends object = object>(
  name: string,
  errors: UnionRef<BuilderTypes, NoInfer<E>>,
  descriptions = {
    payload: "The result of a mutation on the viewer's account: the viewer, or the errors.",
    viewer: 'The viewer as they are now; null when the mutation failed.',
  },
) {
  return builder.objectRef<ViewerPayload<E>>(name).implement({
    description: descriptions.payload,
    fields: (t) => ({
      viewer: t.prismaField({
        type: 'User',
        nullable: true,
        description: descriptions.viewer,
        resolve: (query, payload) =>
          payload.userId
            ? prisma().user.findUnique({ ...query, where: { id: payload.userId } })
            : null,
      }),
      errors: t.field({
        type: [errors],
        description: ERRORS_DESCRIPTION,
        resolve: (payload) => payload.errors,
      }),
    }),
  });
}

export function toViewerPayload(
  userId: string,
  result: { ok: true } | { ok: false; errors: object[] },
): ViewerPayload {
  return result.ok ? { userId, errors: [] } : { userId: null, errors: result.errors };
}

/** `input <name> { <field>: ID! }`: a mutation's input naming the one node it acts on. */
export function idInput<Field extends string = 'id'>(
  name: string,
  description: string,
  of: { ref: ObjectParam<BuilderTypes>; description: string; field?: Field },
) {
  const idField = (t: InputFieldBuilder<BuilderTypes, 'InputObject'>) =>
    t.globalID({ required: true, for: of.ref, description: of.description });
  return builder.inputType(name, {
    description,
    fields: (t) =>
      ({ [of.field ?? 'id']: idField(t) }) as Record<Field, ReturnType<typeof idField>>,
  });
}
