import { queryFromInfo } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { COMMENT_BODY_MAX, mayComment } from '@swipestack/common/comments';
import { roleAllows } from '@swipestack/common/roles';
import type { GraphQLResolveInfo } from 'graphql';
import { prisma } from '../../../db/client.js';
import type { Prisma } from '../../../generated/prisma/client.js';
import {
  addComment,
  deleteComment,
  editComment,
  resolveCommentThread,
  setViewersMayComment,
} from '../../../services/comments/comments.js';
import { Permission } from '../../../services/teams/permissions.js';
import { nobody, teamContentById } from '../../../services/teams/visibility.js';
import { builder } from '../../builder.js';
import { type ConnectionArgs, cappedPage, orderedConnection } from '../../connections.js';
import type { Context } from '../../context.js';
import { countedConnection } from '../../counted-connection.js';
import { ContentError, TeamError } from '../errors.js';
import { nodePayload, toPayload } from '../payloads.js';
import { SwipeRef } from '../swipes/swipe.js';
import { TeamRef } from '../teams/team.js';

// Comments on swipes (docs/collaboration.md): threads under a swipe, replies, edits, deletion,
// resolving, the count on a card, and the team setting that lets viewers comment.

const CommentPin = builder
  .objectRef<{
    x: number;
    y: number;
    width: number | null;
    height: number | null;
    timeMs: number | null;
  }>('CommentPin')
  .implement({
    description:
      "A point, or a rectangle, on a swipe's picture: fractions (0 to 1) of its width and height from the top left.",
    fields: (t) => ({
      x: t.exposeFloat('x', { description: 'From the left edge.' }),
      y: t.exposeFloat('y', { description: 'From the top edge.' }),
      width: t.exposeFloat('width', { nullable: true, description: 'null: a point.' }),
      height: t.exposeFloat('height', { nullable: true, description: 'null: a point.' }),
      timeMs: t.exposeInt('timeMs', {
        nullable: true,
        description:
          "On a video: the paused frame's time, in milliseconds from the start; null on a picture.",
      }),
    }),
  });

const CommentPinInput = builder.inputType('CommentPinInput', {
  description:
    "Where to pin a thread on the swipe's picture: a point (x, y), or a rectangle with a width and height, in fractions (0 to 1) of the picture from the top left; on a video, on the paused frame at `timeMs`.",
  fields: (t) => ({
    x: t.float({ required: true, description: 'From the left edge, 0 to 1.' }),
    y: t.float({ required: true, description: 'From the top edge, 0 to 1.' }),
    width: t.float({ description: 'A rectangle: its width (x + width at most 1).' }),
    height: t.float({ description: 'A rectangle: its height (y + height at most 1).' }),
    timeMs: t.int({
      description:
        "On a video (required there, refused elsewhere): the paused frame's time, in milliseconds from the start, within the video's length.",
    }),
  }),
});

/** A page of threads or replies: each comment may bring a page of its own (replies). */
const COMMENT_PAGE_DEFAULT = 20;
const COMMENT_PAGE_MAX = 50;

/** A swipe's threads or a thread's replies, oldest first, paged (docs/graphql.md). */
function commentConnection(
  args: ConnectionArgs,
  context: Context,
  info: GraphQLResolveInfo,
  prefix: string,
  where: Prisma.CommentWhereInput,
) {
  const query = queryFromInfo({ context, info, typeName: 'Comment', path: ['edges', 'node'] });
  return orderedConnection(cappedPage(args, COMMENT_PAGE_MAX), COMMENT_PAGE_DEFAULT, {
    prefix,
    field: 'createdAt',
    direction: 'asc',
    type: 'date',
    where,
    findMany: (found) => prisma().comment.findMany({ ...query, ...found }),
    count: (counted) => prisma().comment.count(counted),
  });
}

export const CommentRef = builder.prismaNode('Comment', {
  description: "A comment on a swipe: a thread's first comment, or a reply in it.",
  id: { field: 'id' },
  nullable: true,
  findUnique: teamContentById,
  fields: (t) => ({
    body: t.exposeString('body', {
      description:
        'Its Markdown-light text (links, bold, lists): render it as text, never as HTML.',
    }),
    author: t.relation('author', {
      nullable: true,
      description: 'Who wrote it; null once their account is gone.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was written.' }),
    editedAt: t.expose('editedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was last edited; null: never.',
    }),
    swipe: t.relation('swipe', { type: SwipeRef, description: 'The swipe it is about.' }),
    thread: t.relation('thread', {
      nullable: true,
      description: "The thread's first comment, for a reply; null: this comment starts a thread.",
    }),
    resolvedAt: t.expose('resolvedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the thread was resolved; null: open (and for replies).',
    }),
    resolvedBy: t.relation('resolvedBy', {
      nullable: true,
      description: 'Who resolved the thread.',
    }),
    pin: t.field({
      type: CommentPin,
      nullable: true,
      description: "Where the thread is pinned on the swipe's picture; null: not pinned.",
      select: { pinX: true, pinY: true, pinWidth: true, pinHeight: true, pinTimeMs: true },
      resolve: (comment) =>
        comment.pinX === null || comment.pinY === null
          ? null
          : {
              x: comment.pinX,
              y: comment.pinY,
              width: comment.pinWidth,
              height: comment.pinHeight,
              timeMs: comment.pinTimeMs,
            },
    }),
    mentions: t.field({
      type: ['ID'],
      description:
        'The members its text mentions, as User ids (the `user:` part of each `@[Name](user:<id>)`). A mention of anyone else is plain text.',
      select: { mentions: { select: { userId: true } } },
      resolve: (comment) => comment.mentions.map((m) => encodeGlobalID('User', m.userId)),
    }),
    viewerIsAuthor: t.boolean({
      description: 'Whether the viewer wrote it (they may edit and delete it).',
      select: { authorId: true },
      resolve: (comment, _args, context) =>
        Boolean(context.viewer && comment.authorId === context.viewer.userId),
    }),
  }),
});

// Beside the type: a field of Comment whose items are Comments.
builder.prismaObjectFields('Comment', (t) => ({
  replies: t.connection(
    {
      type: CommentRef,
      description: `The replies to a thread, oldest first (empty for a reply). Pages both ways, ${COMMENT_PAGE_DEFAULT} by default, at most ${COMMENT_PAGE_MAX} a page (a larger first or last, up to 100, is cut to it).`,
      select: { id: true },
      resolve: (comment, args, context, info) =>
        commentConnection(args, context, info, 'comment-reply', { threadId: comment.id }),
    },
    countedConnection,
  ),
}));

builder.prismaObjectFields('Swipe', (t) => ({
  commentThreads: t.connection(
    {
      type: CommentRef,
      description: `Its comment threads, oldest first (each with its replies). Pages both ways, ${COMMENT_PAGE_DEFAULT} by default, at most ${COMMENT_PAGE_MAX} a page (a larger first or last, up to 100, is cut to it).`,
      select: { id: true },
      resolve: (swipe, args, context, info) =>
        commentConnection(args, context, info, 'comment-thread', {
          swipeId: swipe.id,
          threadId: null,
        }),
    },
    countedConnection,
  ),
  // Kept by the database (the comments migration), not counted per request.
  commentCount: t.exposeInt('commentCount', {
    description: 'How many comments it has, replies included.',
  }),
}));

builder.prismaObjectFields('Team', (t) => ({
  viewersMayComment: t.exposeBoolean('viewersMayComment', {
    description: 'Whether viewers may comment too (editors and above always may).',
  }),
  viewerMayComment: t.boolean({
    description: 'Whether the viewer may comment on its swipes.',
    select: (_args, context) => ({
      viewersMayComment: true,
      members: {
        where: { userId: context.viewer?.userId ?? nobody },
        select: { role: true },
        take: 1,
      },
    }),
    resolve: (team) => {
      const role = team.members[0]?.role;
      return Boolean(role && mayComment(role, team.viewersMayComment));
    },
  }),
  viewerMayModerateComments: t.boolean({
    description: "Whether the viewer may delete others' comments (admins and owners).",
    select: (_args, context) => ({
      members: {
        where: { userId: context.viewer?.userId ?? nobody },
        select: { role: true },
        take: 1,
      },
    }),
    resolve: (team) => {
      const role = team.members[0]?.role;
      return Boolean(role && roleAllows(role, Permission.manageMembers));
    },
  }),
}));

const AddCommentInput = builder.inputType('AddCommentInput', {
  description: 'A comment on a swipe: a new thread, or a reply.',
  fields: (t) => ({
    swipeId: t.globalID({ required: true, for: SwipeRef, description: 'The swipe.' }),
    body: t.string({
      required: true,
      description: `The text, Markdown-light (at most ${COMMENT_BODY_MAX} characters).`,
    }),
    threadId: t.globalID({
      for: CommentRef,
      description: "The thread's first comment, to reply to it; none: a new thread.",
    }),
    pin: t.field({
      type: CommentPinInput,
      description: "Pins a new thread on the swipe's picture (not for replies).",
    }),
  }),
});

const EditCommentInput = builder.inputType('EditCommentInput', {
  description: "New text for one's own comment.",
  fields: (t) => ({
    id: t.globalID({ required: true, for: CommentRef, description: 'The comment.' }),
    body: t.string({ required: true, description: 'The new text.' }),
  }),
});

const DeleteCommentInput = builder.inputType('DeleteCommentInput', {
  description: 'A comment to delete.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: CommentRef, description: 'The comment.' }),
  }),
});

const ResolveCommentThreadInput = builder.inputType('ResolveCommentThreadInput', {
  description: 'Resolve or reopen a thread.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: CommentRef, description: "The thread's first comment." }),
    resolved: t.boolean({ required: true, description: 'Resolve (true) or reopen (false).' }),
  }),
});

const SetViewersMayCommentInput = builder.inputType('SetViewersMayCommentInput', {
  description: 'Whether viewers of a team may comment.',
  fields: (t) => ({
    teamId: t.globalID({ required: true, for: TeamRef, description: 'The team.' }),
    allowed: t.boolean({ required: true, description: 'Let them (true) or not.' }),
  }),
});

const CommentPayload = nodePayload('CommentPayload', 'comment', 'Comment', ContentError);
const DeleteCommentPayload = builder
  .objectRef<{ deletedId: string | null; swipeId: string | null; errors: object[] }>(
    'DeleteCommentPayload',
  )
  .implement({
    description: 'The result of deleting a comment: its id and its swipe, or the errors.',
    fields: (t) => ({
      deletedId: t.id({
        nullable: true,
        description: 'The global id of the deleted comment; null when the mutation failed.',
        resolve: (p) => (p.deletedId ? encodeGlobalID('Comment', p.deletedId) : null),
      }),
      swipe: t.prismaField({
        type: 'Swipe',
        nullable: true,
        description: 'Its swipe as it is now (its commentCount); null when the mutation failed.',
        resolve: (query, p) =>
          p.swipeId ? prisma().swipe.findUnique({ ...query, where: { id: p.swipeId } }) : null,
      }),
      errors: t.field({
        type: [ContentError],
        description: 'Why the mutation failed; empty when it succeeded.',
        resolve: (p) => p.errors as never,
      }),
    }),
  });
const SetViewersMayCommentPayload = nodePayload(
  'SetViewersMayCommentPayload',
  'team',
  'Team',
  TeamError,
);

builder.mutationFields((t) => ({
  addComment: t.withAuth({ signedIn: true }).field({
    type: CommentPayload,
    description:
      'Comments on a swipe, or replies in a thread (editors and above; viewers when the team allows). A reply reopens a resolved thread.',
    args: { input: t.arg({ type: AddCommentInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await addComment(
          context.viewer.userId,
          {
            swipeId: input.swipeId.id,
            body: input.body,
            threadId: input.threadId?.id,
            pin: input.pin,
          },
          context.deps,
        ),
        (value) => value.commentId,
      ),
  }),
  editComment: t.withAuth({ signedIn: true }).field({
    type: CommentPayload,
    description: "Changes the text of one's own comment.",
    args: { input: t.arg({ type: EditCommentInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await editComment(
          context.viewer.userId,
          { commentId: input.id.id, body: input.body },
          context.deps,
        ),
        (value) => value.commentId,
      ),
  }),
  deleteComment: t.withAuth({ signedIn: true }).field({
    type: DeleteCommentPayload,
    description:
      "Deletes one's own comment (admins and owners: anyone's). A thread's first comment takes its replies with it.",
    args: { input: t.arg({ type: DeleteCommentInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const result = await deleteComment(context.viewer.userId, input.id.id);
      return result.ok
        ? { deletedId: result.value.commentId, swipeId: result.value.swipeId, errors: [] }
        : { deletedId: null, swipeId: null, errors: result.errors };
    },
  }),
  resolveCommentThread: t.withAuth({ signedIn: true }).field({
    type: CommentPayload,
    description: 'Resolves or reopens a thread (anyone who may comment).',
    args: { input: t.arg({ type: ResolveCommentThreadInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await resolveCommentThread(context.viewer.userId, {
          threadId: input.id.id,
          resolved: input.resolved,
        }),
        (value) => value.commentId,
      ),
  }),
  setViewersMayComment: t.withAuth({ signedIn: true }).field({
    type: SetViewersMayCommentPayload,
    description: 'Lets the viewers of a team comment, or stops them (admins and owners).',
    args: { input: t.arg({ type: SetViewersMayCommentInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await setViewersMayComment(context.viewer.userId, {
          teamId: input.teamId.id,
          allowed: input.allowed,
        }),
        (value) => value.teamId,
      ),
  }),
}));
