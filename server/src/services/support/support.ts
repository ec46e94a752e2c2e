import { FIELD_LIMITS } from '@swipestack/common/limits';
import { releaseSlots, type Slot, takeSlot } from '../../auth/rate-limits.js';
import { prisma } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { validateAndNormalizeUpload } from '../../images/upload-rules.js';
import { enqueueSupportReplyEmail } from '../../jobs/queue.js';
import { publishEvent } from '../../realtime/event-bus.js';
import { publishUserEvent } from '../../realtime/user-events.js';
import { type Storage, SWIPE_IMAGE } from '../../storage/storage.js';
import { ONLY_ADMINS } from '../admin/admin-users.js';
import { isAdministrator } from '../admin/admins.js';
import type { ServiceDeps } from '../deps.js';
import {
  FieldError,
  NotAllowedError,
  NotFoundError,
  RateLimitError,
  type ServiceResult,
} from '../errors.js';
import { uuidOrNobody } from '../teams/visibility.js';

// Support chat (docs/support.md): one conversation per user, with Swipestack's administrators.
// The user writes from the app's chat; administrators answer from /admin/support. Every change
// is told live: to the user's tabs (viewerEvents SUPPORT_CHANGED) and to every administrator's
// inbox (the `support` channel). A reply the user has not read after SUPPORT_EMAIL_DELAY_SECONDS
// is emailed to them.

export const SUPPORT_MESSAGE_MAX = FIELD_LIMITS.supportMessage;

/**
 * How many messages a user may send to support: a burst, a minute's and an hour's worth (fixed
 * windows in the shared `rate_limit` table, so they hold across requests and instances). Far
 * above what a person typing sends; a flood stops at the first.
 */
export const SUPPORT_MESSAGE_LIMITS = [
  { count: 10, windowSeconds: 10, text: '10 messages in 10 seconds' },
  { count: 30, windowSeconds: 60, text: '30 messages a minute' },
  { count: 200, windowSeconds: 3600, text: '200 messages an hour' },
] as const;

export interface SupportAttachment {
  data: Buffer;
  filename?: string | undefined;
  contentType?: string | undefined;
}

export interface SupportMessageInput {
  body: string;
  attachment?: SupportAttachment | null | undefined;
}

type SupportError = FieldError | NotAllowedError | NotFoundError | RateLimitError;

function tellEveryone(userId: string, conversationId: string) {
  publishUserEvent(userId, 'SUPPORT_CHANGED');
  publishEvent('support', 'inbox', { conversationId });
}

/** The message's text, trimmed, or why it is refused. */
function checkedBody(input: SupportMessageInput): string | FieldError {
  const body = input.body.trim();
  if (body.length > SUPPORT_MESSAGE_MAX)
    return new FieldError(
      'body',
      `A message can be at most ${SUPPORT_MESSAGE_MAX.toLocaleString('en-US')} characters (this one has ${body.length.toLocaleString('en-US')}).`,
    );
  if (!body && !input.attachment) return new FieldError('body', 'Write a message first.');
  return body;
}

/** One slot of each of the user's support limits, or the refusal naming the one that is full. */
async function takeSupportSlots(userId: string): Promise<RateLimitError | null> {
  const taken: Slot[] = [];
  for (const limit of SUPPORT_MESSAGE_LIMITS) {
    const slot = await takeSlot(
      `support:${limit.windowSeconds}:${userId}`,
      limit.count,
      limit.windowSeconds,
    );
    if (!slot.ok) {
      await releaseSlots(taken);
      return new RateLimitError(
        slot.retryAfterSeconds,
        `Too many messages: you can send support at most ${limit.text}.`,
      );
    }
    taken.push(slot.slot);
  }
  return null;
}

/** The message as it will be stored: its text, and its screenshot stored (or the refusal). */
async function prepared(
  input: SupportMessageInput,
  storage: Storage,
): Promise<{ body: string; attachment: Prisma.InputJsonValue | null } | FieldError> {
  const body = checkedBody(input);
  if (body instanceof FieldError) return body;
  if (!input.attachment) return { body, attachment: null };
  const checked = await validateAndNormalizeUpload(input.attachment.data, input.attachment);
  if (!checked.ok) return new FieldError('attachment', checked.message);
  const { image } = checked;
  const { key } = await storage.put(SWIPE_IMAGE, image.data, image.contentType);
  return {
    body,
    attachment: { key, width: image.width, height: image.height, contentType: image.contentType },
  };
}

/** Runs `write` with the prepared message; a stored screenshot goes again if it fails. */
async function withPrepared<T>(
  input: SupportMessageInput,
  storage: Storage,
  write: (message: { body: string; attachment: Prisma.InputJsonValue | null }) => Promise<T>,
): Promise<T | FieldError> {
  const message = await prepared(input, storage);
  if (message instanceof FieldError) return message;
  try {
    return await write(message);
  } catch (error) {
    const key = (message.attachment as { key?: string } | null)?.key;
    if (key) await storage.delete(SWIPE_IMAGE, key);
    throw error;
  }
}

/**
 * The user writes to support (their conversation starts, or opens again if it was closed).
 * A message with acceptable text takes a slot of each of SUPPORT_MESSAGE_LIMITS before its
 * screenshot is read (a refused screenshot still counts).
 */
export async function sendSupportMessage(
  userId: string,
  input: SupportMessageInput,
  deps: Pick<ServiceDeps, 'storage'>,
): Promise<ServiceResult<{ conversationId: string; messageId: string }, SupportError>> {
  const body = checkedBody(input);
  if (body instanceof FieldError) return { ok: false, errors: [body] };
  const limited = await takeSupportSlots(userId);
  if (limited) return { ok: false, errors: [limited] };
  const outcome = await withPrepared(input, deps.storage, (message) =>
    prisma().$transaction(async (tx) => {
      const now = new Date();
      const conversation = await tx.supportConversation.upsert({
        where: { userId },
        create: { userId, awaitingSupport: true, lastMessageAt: now, userReadAt: now },
        update: { status: 'OPEN', awaitingSupport: true, lastMessageAt: now, userReadAt: now },
        select: { id: true },
      });
      const created = await tx.supportMessage.create({
        data: {
          conversationId: conversation.id,
          authorId: userId,
          fromSupport: false,
          body: message.body,
          ...(message.attachment ? { attachment: message.attachment } : {}),
          createdAt: now,
        },
        select: { id: true },
      });
      return { conversationId: conversation.id, messageId: created.id };
    }),
  );
  if (outcome instanceof FieldError) return { ok: false, errors: [outcome] };
  tellEveryone(userId, outcome.conversationId);
  return { ok: true, value: outcome };
}

/** The user has seen support's messages (the chat is open): the red dot goes. */
export async function markSupportRead(userId: string): Promise<{ conversationId: string | null }> {
  const [conversation] = await prisma().supportConversation.updateManyAndReturn({
    where: { userId },
    data: { userReadAt: new Date() },
    select: { id: true },
  });
  if (conversation) publishUserEvent(userId, 'SUPPORT_CHANGED');
  return { conversationId: conversation?.id ?? null };
}

/** How many of support's messages the user has not seen. */
export async function unreadBySupportUser(userId: string): Promise<number> {
  const conversation = await prisma().supportConversation.findUnique({
    where: { userId },
    select: { id: true, userReadAt: true },
  });
  if (!conversation) return 0;
  return prisma().supportMessage.count({
    where: {
      conversationId: conversation.id,
      fromSupport: true,
      createdAt: { gt: conversation.userReadAt },
    },
  });
}

/** An administrator's conversation, after checking they are one. */
async function adminConversation(adminId: string, conversationId: string) {
  if (!(await isAdministrator(adminId))) return new NotAllowedError(ONLY_ADMINS);
  const conversation = await prisma().supportConversation.findUnique({
    where: { id: uuidOrNobody(conversationId) },
    select: { id: true, userId: true },
  });
  return conversation ?? new NotFoundError('This conversation does not exist.');
}

/** An administrator answers: the user sees it live, or by email if they do not read it soon. */
export async function replyToSupport(
  adminId: string,
  conversationId: string,
  input: SupportMessageInput,
  deps: Pick<ServiceDeps, 'storage' | 'supportEmailDelaySeconds'>,
): Promise<ServiceResult<{ conversationId: string; messageId: string }, SupportError>> {
  const conversation = await adminConversation(adminId, conversationId);
  if (!('id' in conversation)) return { ok: false, errors: [conversation] };
  const outcome = await withPrepared(input, deps.storage, (message) =>
    prisma().$transaction(async (tx) => {
      const now = new Date();
      const created = await tx.supportMessage.create({
        data: {
          conversationId: conversation.id,
          authorId: adminId,
          fromSupport: true,
          body: message.body,
          ...(message.attachment ? { attachment: message.attachment } : {}),
          createdAt: now,
        },
        select: { id: true },
      });
      await tx.supportConversation.update({
        where: { id: conversation.id },
        data: { status: 'OPEN', awaitingSupport: false, lastMessageAt: now },
      });
      await enqueueSupportReplyEmail(
        tx,
        { messageId: created.id },
        new Date(now.getTime() + deps.supportEmailDelaySeconds * 1000),
      );
      return { conversationId: conversation.id, messageId: created.id };
    }),
  );
  if (outcome instanceof FieldError) return { ok: false, errors: [outcome] };
  tellEveryone(conversation.userId, conversation.id);
  return { ok: true, value: outcome };
}

/** Changes a conversation as the inbox does: read it, take it on, close or reopen it. */
export async function updateSupportConversation(
  adminId: string,
  conversationId: string,
  change: { read?: true; assignToSelf?: boolean; status?: 'OPEN' | 'CLOSED' },
): Promise<ServiceResult<{ conversationId: string }, SupportError>> {
  const conversation = await adminConversation(adminId, conversationId);
  if (!('id' in conversation)) return { ok: false, errors: [conversation] };
  await prisma().supportConversation.update({
    where: { id: conversation.id },
    data: {
      ...(change.read ? { awaitingSupport: false } : {}),
      ...(change.assignToSelf === undefined
        ? {}
        : { assigneeId: change.assignToSelf ? adminId : null }),
      ...(change.status ? { status: change.status } : {}),
    },
  });
  tellEveryone(conversation.userId, conversation.id);
  return { ok: true, value: { conversationId: conversation.id } };
}

/**
 * The job a reply queues: emails it when the user has not read it by now. Only the latest of
 * several quick replies sends (it says there are more); a disabled account gets nothing.
 */
export async function emailUnreadSupportReply(
  messageId: string,
  deps: Pick<ServiceDeps, 'mailer' | 'appOrigin'>,
) {
  const message = await prisma().supportMessage.findUnique({
    where: { id: messageId },
    select: {
      body: true,
      createdAt: true,
      conversation: {
        select: {
          id: true,
          userReadAt: true,
          user: { select: { email: true, name: true, disabledAt: true } },
        },
      },
    },
  });
  if (!message) return;
  const { conversation } = message;
  if (conversation.userReadAt >= message.createdAt || conversation.user.disabledAt) return;
  const later = await prisma().supportMessage.count({
    where: {
      conversationId: conversation.id,
      fromSupport: true,
      createdAt: { gt: message.createdAt },
    },
  });
  if (later) return;
  const unread = await prisma().supportMessage.count({
    where: {
      conversationId: conversation.id,
      fromSupport: true,
      createdAt: { gt: conversation.userReadAt },
    },
  });
  const link = `${deps.appOrigin}/swipes?support=open`;
  await deps.mailer.send({
    to: conversation.user.email,
    subject: 'Swipestack support replied to you',
    text: [
      `Hi ${conversation.user.name},`,
      '',
      unread > 1
        ? `Swipestack support sent you ${unread} messages. The latest:`
        : 'Swipestack support replied to you:',
      '',
      message.body || '(a screenshot)',
      '',
      `Read and answer in the app: ${link}`,
    ].join('\n'),
  });
}
