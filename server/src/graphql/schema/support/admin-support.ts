import { prisma } from '../../../db/client.js';
import { administratorEmail, isAdministrator } from '../../../services/admin/admins.js';
import { replyToSupport, updateSupportConversation } from '../../../services/support/support.js';
import { uuidOrNobody } from '../../../services/teams/visibility.js';
import { builder } from '../../builder.js';
import { countedConnection } from '../../counted-connection.js';
import { AccountError, type AccountErrorShape } from '../errors.js';
import { conversationMessages, SupportMessageRef, SupportStatusEnum, uploadOf } from './support.js';

// The administrators' side of support chat (/admin/support, docs/support.md): the inbox, a
// conversation, replying, taking one on, closing and reopening; live through
// adminSupportEvents. Every field here is behind the `admin` scope.

/** How many conversations the inbox lists at most (the ones waiting for support first). */
const INBOX_MAX = 200;

export const AdminSupportConversationRef = builder.prismaNode('SupportConversation', {
  variant: 'AdminSupportConversation',
  description: 'A support conversation as administrators see it in the inbox.',
  authScopes: { admin: true },
  id: { field: 'id' },
  nullable: true,
  findUnique: (id) => ({ id: uuidOrNobody(id) }),
  fields: (t) => ({
    status: t.expose('status', { type: SupportStatusEnum, description: 'Open or closed.' }),
    awaitingSupport: t.exposeBoolean('awaitingSupport', {
      description: 'The user wrote last and no administrator has read it (unread).',
    }),
    lastMessageAt: t.expose('lastMessageAt', {
      type: 'DateTime',
      description: 'When the last message was sent.',
    }),
    userEmail: t.string({
      description: "The user's email.",
      select: { user: { select: { email: true } } },
      resolve: (conversation) => conversation.user.email,
    }),
    userName: t.string({
      description: "The user's name.",
      select: { user: { select: { name: true } } },
      resolve: (conversation) => conversation.user.name,
    }),
    assigneeEmail: t.string({
      nullable: true,
      description: 'The email of the administrator who took it on; null: nobody yet.',
      resolve: (conversation) =>
        conversation.assigneeId ? administratorEmail(conversation.assigneeId) : null,
    }),
    assignedToViewer: t.boolean({
      description: 'Whether the viewer took it on.',
      resolve: (conversation, _args, context) =>
        conversation.assigneeId !== null && conversation.assigneeId === context.viewer?.userId,
    }),
    lastMessage: t.field({
      type: SupportMessageRef,
      nullable: true,
      description: 'The latest message (the inbox shows its beginning).',
      // Loaded with the conversations (one query for the whole inbox, not one per row).
      select: { messages: { orderBy: { createdAt: 'desc' }, take: 1 } },
      resolve: (conversation) => conversation.messages[0] ?? null,
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

builder.queryField('adminSupportInbox', (t) =>
  t.prismaField({
    type: [AdminSupportConversationRef],
    authScopes: { admin: true },
    description: `Administrators only: the conversations of one status, those waiting for support first, then the most recent (at most ${INBOX_MAX}).`,
    args: { status: t.arg({ type: SupportStatusEnum, required: true, description: 'Which.' }) },
    resolve: (query, _root, { status }) =>
      prisma().supportConversation.findMany({
        ...query,
        where: { status },
        orderBy: [{ awaitingSupport: 'desc' }, { lastMessageAt: 'desc' }, { id: 'desc' }],
        take: INBOX_MAX,
      }),
  }),
);

const AdminSupportPayload = builder
  .objectRef<{ conversationId: string | null; errors: AccountErrorShape[] }>('AdminSupportPayload')
  .implement({
    description: "The result of an administrator's change to a support conversation.",
    fields: (t) => ({
      conversation: t.prismaField({
        type: AdminSupportConversationRef,
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
        type: [AccountError],
        description: 'Why it failed; empty when it worked.',
        resolve: (payload) => payload.errors,
      }),
    }),
  });

const toPayload = (
  result:
    | { ok: true; value: { conversationId: string } }
    | { ok: false; errors: AccountErrorShape[] },
) =>
  result.ok
    ? { conversationId: result.value.conversationId, errors: [] }
    : { conversationId: null, errors: result.errors };

const AdminReplySupportInput = builder.inputType('AdminReplySupportInput', {
  description: 'A reply.',
  fields: (f) => ({
    conversationId: f.globalID({
      required: true,
      description: 'The AdminSupportConversation.',
    }),
    body: f.string({ required: true, description: 'The text (may be empty with a file).' }),
    attachment: f.field({ type: 'File', description: 'A screenshot (as image swipes).' }),
  }),
});

const AdminUpdateSupportConversationInput = builder.inputType(
  'AdminUpdateSupportConversationInput',
  {
    description: 'What to change (only what is given).',
    fields: (f) => ({
      conversationId: f.globalID({
        required: true,
        description: 'The AdminSupportConversation.',
      }),
      read: f.boolean({ description: 'True: the viewer read it (no longer unread).' }),
      assignToSelf: f.boolean({
        description: 'True: the viewer takes it on; false: nobody has it.',
      }),
      status: f.field({ type: SupportStatusEnum, description: 'Close or reopen it.' }),
    }),
  },
);

builder.mutationFields((t) => ({
  adminReplySupport: t.withAuth({ admin: true }).field({
    type: AdminSupportPayload,
    description:
      'Administrators only: answers a conversation (text and an optional screenshot). The user sees it live; unread after SUPPORT_EMAIL_DELAY_SECONDS, it is emailed to them.',
    args: {
      input: t.arg({ type: AdminReplySupportInput, required: true }),
    },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await replyToSupport(
          context.viewer.userId,
          input.conversationId.id,
          { body: input.body, attachment: await uploadOf(input.attachment) },
          context.deps,
        ),
      ),
  }),
  adminUpdateSupportConversation: t.withAuth({ admin: true }).field({
    type: AdminSupportPayload,
    description:
      'Administrators only: marks a conversation read, takes it on (or gives it back), closes or reopens it.',
    args: {
      input: t.arg({ type: AdminUpdateSupportConversationInput, required: true }),
    },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await updateSupportConversation(context.viewer.userId, input.conversationId.id, {
          ...(input.read ? { read: true as const } : {}),
          ...(input.assignToSelf == null ? {} : { assignToSelf: input.assignToSelf }),
          ...(input.status ? { status: input.status } : {}),
        }),
      ),
  }),
}));

/** Ends the stream as soon as the viewer is no longer an administrator. */
async function* whileAdministrator<T>(events: AsyncIterable<T>, userId: string) {
  for await (const event of events) {
    if (!(await isAdministrator(userId))) return;
    yield event;
  }
}

const AdminSupportEvent = builder
  .objectRef<{ conversationId: string }>('AdminSupportEvent')
  .implement({
    description: 'A support conversation changed (a message, a read, an assignment, a status).',
    fields: (t) => ({
      conversation: t.prismaField({
        type: AdminSupportConversationRef,
        nullable: true,
        description: 'The conversation as it is now.',
        resolve: (query, event) =>
          prisma().supportConversation.findUnique({
            ...query,
            where: { id: event.conversationId },
          }),
      }),
    }),
  });

builder.subscriptionField('adminSupportEvents', (t) =>
  t.withAuth({ admin: true }).field({
    type: AdminSupportEvent,
    description:
      "Administrators only: every change to support conversations, live. Ends when the viewer's administrator rights or session end.",
    subscribe: (_root, _args, context) =>
      whileAdministrator(context.pubsub.subscribe('support', 'inbox'), context.viewer.userId),
    resolve: (event) => event,
  }),
);
