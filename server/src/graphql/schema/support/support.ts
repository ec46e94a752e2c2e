import { prisma } from '../../../db/client.js';
import {
  FieldError,
  NotAllowedError,
  NotFoundError,
  RateLimitError,
} from '../../../services/errors.js';
import {
  markSupportRead,
  SUPPORT_MESSAGE_LIMITS,
  SUPPORT_MESSAGE_MAX,
  sendSupportMessage,
  unreadBySupportUser,
} from '../../../services/support/support.js';
import { mediaPath } from '../../../services/swipes/swipe-media.js';
import { builder } from '../../builder.js';
import { type ConnectionArgs, orderedConnection } from '../../connections.js';
import { countedConnection } from '../../counted-connection.js';

const SupportError = builder.unionType('SupportError', {
  description: "Why a message to support was refused (or the viewer's chat could not change).",
  types: [FieldError, RateLimitError, NotAllowedError, NotFoundError],
});
type SupportErrorShape = typeof SupportError.$inferType;

// The user's side of support chat (docs/support.md): their conversation, its messages, writing
// and reading. Live: viewerEvents says SUPPORT_CHANGED; administrators' side is admin-support.ts.

export const SupportStatusEnum = builder.enumType('SupportStatus', {
  description: 'Whether a support conversation is going on.',
  values: {
    OPEN: { description: 'Going on.' },
    CLOSED: { description: 'Settled by support; the user writing again opens it.' },
  } as const,
});

interface Attachment {
  key: string;
  width: number;
  height: number;
  contentType: string;
}

const attachmentOf = (value: unknown): Attachment | null =>
  value && typeof value === 'object' && 'key' in value ? (value as Attachment) : null;

export const SupportMessageRef = builder.prismaObject('SupportMessage', {
  description: 'A message of a support conversation.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Its id (a plain id: not a Node).' }),
    body: t.exposeString('body', { description: 'Its text (may be empty with a screenshot).' }),
    fromSupport: t.exposeBoolean('fromSupport', {
      description: "Whether Swipestack's support wrote it (else the user).",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was sent.' }),
    attachmentUrl: t.string({
      nullable: true,
      description: 'The screenshot sent with it (a path for the image endpoint); null: none.',
      resolve: (message) => mediaPath(attachmentOf(message.attachment) ?? undefined),
    }),
    attachmentWidth: t.int({
      nullable: true,
      description: 'The width of the screenshot, in pixels.',
      resolve: (message) => attachmentOf(message.attachment)?.width ?? null,
    }),
    attachmentHeight: t.int({
      nullable: true,
      description: 'The height of the screenshot, in pixels.',
      resolve: (message) => attachmentOf(message.attachment)?.height ?? null,
    }),
  }),
});

/**
 * A conversation's messages, oldest first: the `messages` of both sides' conversation types. Its
 * rows are whole (SupportMessage's fields are its own columns): no selection to pass.
 */
export function conversationMessages(conversationId: string, args: ConnectionArgs) {
  return orderedConnection(args, 50, {
    prefix: 'support-message',
    field: 'createdAt',
    direction: 'asc',
    type: 'date',
    where: { conversationId },
    findMany: (found) => prisma().supportMessage.findMany(found),
    count: (counted) => prisma().supportMessage.count(counted),
  });
}

export const SupportConversationRef = builder.prismaObject('SupportConversation', {
  description: "The viewer's conversation with Swipestack's support.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Its id (a plain id).' }),
    status: t.expose('status', { type: SupportStatusEnum, description: 'Open or closed.' }),
    lastMessageAt: t.expose('lastMessageAt', {
      type: 'DateTime',
      description: 'When the last message was sent.',
    }),
    messages: t.connection(
      {
        type: SupportMessageRef,
        description:
          'Its messages, oldest first. Page backward from the newest with `last` (50 by default, at most 100).',
        select: { id: true },
        resolve: (conversation, args) => conversationMessages(conversation.id, args),
      },
      countedConnection,
    ),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  supportConversation: t.prismaField({
    type: SupportConversationRef,
    nullable: true,
    description:
      'For the viewer: their conversation with support; null until they first write (others: null).',
    select: { id: true },
    resolve: (query, user, _args, context) =>
      user.id === context.viewer?.userId
        ? prisma().supportConversation.findUnique({ ...query, where: { userId: user.id } })
        : null,
  }),
  supportUnreadCount: t.int({
    description:
      "For the viewer: how many of support's messages they have not seen (the chat's red dot); others: 0.",
    select: { id: true },
    resolve: (user, _args, context) =>
      user.id === context.viewer?.userId ? unreadBySupportUser(user.id) : 0,
  }),
}));

const SupportPayload = builder
  .objectRef<{ conversationId: string | null; errors: SupportErrorShape[] }>('SupportPayload')
  .implement({
    description: 'The result of a support chat change: the conversation, or the errors.',
    fields: (t) => ({
      conversation: t.prismaField({
        type: SupportConversationRef,
        nullable: true,
        description: 'The conversation as it is now; null when it failed.',
        resolve: (query, payload) =>
          payload.conversationId
            ? prisma().supportConversation.findUnique({
                ...query,
                where: { id: payload.conversationId },
              })
            : null,
      }),
      errors: t.field({
        type: [SupportError],
        description:
          'Why it failed (a FieldError on `body` or `attachment`, or a RateLimitError); empty when it worked.',
        resolve: (payload) => payload.errors,
      }),
    }),
  });

/** A File argument as the services take it. */
export async function uploadOf(file: unknown) {
  if (!file) return null;
  const upload = file as File;
  return {
    data: Buffer.from(await upload.arrayBuffer()),
    filename: upload.name,
    contentType: upload.type,
  };
}

const SendSupportMessageInput = builder.inputType('SendSupportMessageInput', {
  description: 'A message to support.',
  fields: (f) => ({
    body: f.string({ required: true, description: 'The text (may be empty with a file).' }),
    attachment: f.field({
      type: 'File',
      description: 'A screenshot: JPEG, PNG, WebP, GIF or AVIF, 20 MB at most.',
    }),
  }),
});

builder.mutationFields((t) => ({
  sendSupportMessage: t.withAuth({ browserSession: true }).field({
    type: SupportPayload,
    description: `Writes to support: text (at most ${SUPPORT_MESSAGE_MAX} characters) and an optional screenshot (the rules of image swipes). A closed conversation opens again. At most ${SUPPORT_MESSAGE_LIMITS.map((limit) => limit.text).join(', ')}: past that, a RateLimitError says when to try again.`,
    args: {
      input: t.arg({ type: SendSupportMessageInput, required: true }),
    },
    resolve: async (_root, { input }, context) => {
      const result = await sendSupportMessage(
        context.viewer.userId,
        { body: input.body, attachment: await uploadOf(input.attachment) },
        context.deps,
      );
      return result.ok
        ? { conversationId: result.value.conversationId, errors: [] }
        : { conversationId: null, errors: result.errors };
    },
  }),
  markSupportRead: t.withAuth({ browserSession: true }).field({
    type: SupportPayload,
    description:
      "The viewer has seen support's messages (the chat is open): the unread count goes to 0.",
    resolve: async (_root, _args, context) => {
      const { conversationId } = await markSupportRead(context.viewer.userId);
      return { conversationId, errors: [] };
    },
  }),
}));
