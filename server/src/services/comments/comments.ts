import { COMMENT_BODY_MAX, COMMENT_MESSAGES, mayComment } from '@swipestack/common/comments';
import { roleAllows } from '@swipestack/common/roles';
import { prisma } from '../../db/client.js';
import { publishTeamEvent } from '../../realtime/team-events.js';
import { recordActivity } from '../activity/activity.js';
import type { ServiceDeps } from '../deps.js';
import { FieldError, NotAllowedError, NotFoundError, type ServiceResult } from '../errors.js';
import { notifyAboutComment } from '../notifications/notifications.js';
import { parseMedia } from '../swipes/swipe-media.js';
import { Permission, requireTeamRole } from '../teams/permissions.js';
import { uuidOrNobody } from '../teams/visibility.js';
import { cleanPin, hasPicture, type PinInput } from './comment-pins.js';
import { mentionedMembers, saveMentions } from './mentions.js';

// Comments on swipes (docs/collaboration.md): a thread under a swipe, its replies, editing and
// deleting one's own, resolving and reopening a thread. Every member reads them; editors and
// above comment, and viewers too when the team allows it. Admins and owners may delete any
// comment (moderation). Every change reaches the team's open tabs as a team event. A thread may be
// pinned on the swipe's picture; mentioned members, the thread's people and the swipe's author
// are notified (services/notifications/notifications.ts).

type CommentError = FieldError | NotAllowedError | NotFoundError;

/** What comment changes need from the server's settings. */
export type CommentDeps = Pick<ServiceDeps, 'mentionEmailDelaySeconds'>;

const missingSwipe = () => new NotFoundError('This swipe does not exist.');
const missingComment = () => new NotFoundError('This comment does not exist.');

function cleanBody(body: string): { body: string } | { error: FieldError } {
  const text = body.replace(/\r\n?/g, '\n').trim();
  if (!text) return { error: new FieldError('body', COMMENT_MESSAGES.empty) };
  if (text.length > COMMENT_BODY_MAX)
    return { error: new FieldError('body', COMMENT_MESSAGES.tooLong) };
  return { body: text };
}

/** The member's role in the team and whether they may comment, or the error. */
async function commenter(userId: string, teamId: string) {
  const access = await requireTeamRole(userId, teamId, Permission.readTeam);
  if (!access.ok) return access;
  const team = await prisma().team.findUnique({
    where: { id: teamId },
    select: { viewersMayComment: true },
  });
  if (!mayComment(access.role, Boolean(team?.viewersMayComment)))
    return {
      ok: false as const,
      error: new NotAllowedError('Viewers of this team can read comments but not write them.'),
    };
  return access;
}

/** Adds a comment to a swipe: a new thread (pinned on the picture or not), or a reply. */
export async function addComment(
  userId: string,
  input: {
    swipeId: string;
    body: string;
    threadId?: string | null | undefined;
    pin?: PinInput | null | undefined;
  },
  deps: CommentDeps,
): Promise<ServiceResult<{ commentId: string }, CommentError>> {
  const swipe = await prisma().swipe.findUnique({
    where: { id: uuidOrNobody(input.swipeId) },
    select: { id: true, teamId: true, kind: true, media: true, title: true },
  });
  const access = await requireTeamRole(userId, swipe?.teamId ?? '', Permission.readTeam);
  if (!swipe || !access.ok) return { ok: false, errors: [missingSwipe()] };
  const allowed = await commenter(userId, swipe.teamId);
  if (!allowed.ok) return { ok: false, errors: [allowed.error] };
  const cleaned = cleanBody(input.body);
  if ('error' in cleaned) return { ok: false, errors: [cleaned.error] };
  const pin = input.pin
    ? cleanPin(input.pin, {
        picture: hasPicture(swipe.media),
        reply: Boolean(input.threadId),
        video:
          swipe.kind === 'VIDEO'
            ? { durationMs: parseMedia(swipe.media).video?.durationMs ?? null }
            : null,
      })
    : null;
  if (pin && 'error' in pin) return { ok: false, errors: [pin.error] };
  let threadId: string | null = null;
  if (input.threadId) {
    const thread = await prisma().comment.findFirst({
      where: { id: uuidOrNobody(input.threadId), swipeId: swipe.id, threadId: null },
      select: { id: true },
    });
    if (!thread) return { ok: false, errors: [new NotFoundError('This thread does not exist.')] };
    threadId = thread.id;
  }
  const mentioned = await mentionedMembers(swipe.teamId, cleaned.body, userId);
  const created = await prisma().$transaction(async (tx) => {
    // The thread may have been deleted meanwhile: the foreign key refuses the reply then.
    const comment = await tx.comment.create({
      data: {
        teamId: swipe.teamId,
        swipeId: swipe.id,
        threadId,
        authorId: userId,
        body: cleaned.body,
        ...pin?.columns,
      },
      select: { id: true },
    });
    await saveMentions(tx, comment.id, mentioned);
    await recordActivity(tx, {
      teamId: swipe.teamId,
      kind: 'COMMENTED',
      actorId: userId,
      swipeId: swipe.id,
      commentId: comment.id,
      data: { title: swipe.title },
    });
    // A reply reopens a resolved thread: the conversation goes on.
    if (threadId)
      await tx.comment.updateMany({
        where: { id: threadId, resolvedAt: { not: null } },
        data: { resolvedAt: null, resolvedById: null },
      });
    return comment;
  });
  publishTeamEvent(swipe.teamId, { kind: 'COMMENT_CHANGED', id: created.id, created: true });
  if (threadId) publishTeamEvent(swipe.teamId, { kind: 'COMMENT_CHANGED', id: threadId });
  await notifyAboutComment(
    {
      comment: { id: created.id, teamId: swipe.teamId, swipeId: swipe.id, threadId },
      actorId: userId,
      mentioned,
      isNew: true,
    },
    deps,
  );
  return { ok: true, value: { commentId: created.id } };
}

/** The comment and the actor's role in its team; a comment of another team reads as missing. */
async function commentFor(userId: string, commentId: string) {
  const comment = await prisma().comment.findUnique({
    where: { id: uuidOrNobody(commentId) },
    select: { id: true, teamId: true, swipeId: true, threadId: true, authorId: true },
  });
  const access = await requireTeamRole(userId, comment?.teamId ?? '', Permission.readTeam);
  if (!comment || !access.ok) return { ok: false as const, error: missingComment() };
  return { ok: true as const, comment, role: access.role };
}

/** Changes the text of one's own comment; members it newly mentions are notified. */
export async function editComment(
  userId: string,
  input: { commentId: string; body: string },
  deps: CommentDeps,
): Promise<ServiceResult<{ commentId: string }, CommentError>> {
  const found = await commentFor(userId, input.commentId);
  if (!found.ok) return { ok: false, errors: [found.error] };
  if (found.comment.authorId !== userId)
    return { ok: false, errors: [new NotAllowedError('You can only edit your own comments.')] };
  const allowed = await commenter(userId, found.comment.teamId);
  if (!allowed.ok) return { ok: false, errors: [allowed.error] };
  const cleaned = cleanBody(input.body);
  if ('error' in cleaned) return { ok: false, errors: [cleaned.error] };
  const { comment } = found;
  const mentioned = await mentionedMembers(comment.teamId, cleaned.body, userId);
  const newlyMentioned = await prisma().$transaction(async (tx) => {
    const changed = await tx.comment.updateMany({
      where: { id: comment.id },
      data: { body: cleaned.body, editedAt: new Date() },
    });
    return changed.count ? saveMentions(tx, comment.id, mentioned) : null;
  });
  if (!newlyMentioned) return { ok: false, errors: [missingComment()] };
  publishTeamEvent(comment.teamId, { kind: 'COMMENT_CHANGED', id: comment.id });
  await notifyAboutComment(
    { comment, actorId: userId, mentioned: newlyMentioned, isNew: false },
    deps,
  );
  return { ok: true, value: { commentId: found.comment.id } };
}

/** Deletes one's own comment (admins and owners: any). A thread goes with its replies. */
export async function deleteComment(
  userId: string,
  commentId: string,
): Promise<ServiceResult<{ commentId: string; swipeId: string }, CommentError>> {
  const found = await commentFor(userId, commentId);
  if (!found.ok) return { ok: false, errors: [found.error] };
  const own = found.comment.authorId === userId;
  if (!own && !roleAllows(found.role, Permission.manageMembers))
    return {
      ok: false,
      errors: [new NotAllowedError('You can only delete your own comments.')],
    };
  await prisma().comment.deleteMany({ where: { id: found.comment.id } });
  publishTeamEvent(found.comment.teamId, { kind: 'COMMENT_DELETED', id: found.comment.id });
  // Its swipe as it is now: open tabs take the new comment count from it, whether or not they
  // held the comment.
  publishTeamEvent(found.comment.teamId, { kind: 'SWIPE_UPDATED', id: found.comment.swipeId });
  return { ok: true, value: { commentId: found.comment.id, swipeId: found.comment.swipeId } };
}

/** Resolves or reopens a thread (anyone who may comment). */
export async function resolveCommentThread(
  userId: string,
  input: { threadId: string; resolved: boolean },
): Promise<ServiceResult<{ commentId: string }, CommentError>> {
  const found = await commentFor(userId, input.threadId);
  if (!found.ok) return { ok: false, errors: [found.error] };
  if (found.comment.threadId)
    return {
      ok: false,
      errors: [new FieldError('id', 'Resolve the thread from its first comment.')],
    };
  const allowed = await commenter(userId, found.comment.teamId);
  if (!allowed.ok) return { ok: false, errors: [allowed.error] };
  await prisma().comment.updateMany({
    where: { id: found.comment.id },
    data: input.resolved
      ? { resolvedAt: new Date(), resolvedById: userId }
      : { resolvedAt: null, resolvedById: null },
  });
  publishTeamEvent(found.comment.teamId, { kind: 'COMMENT_CHANGED', id: found.comment.id });
  return { ok: true, value: { commentId: found.comment.id } };
}

/** Lets viewers comment, or stops them (admins and owners). */
export async function setViewersMayComment(
  userId: string,
  input: { teamId: string; allowed: boolean },
): Promise<ServiceResult<{ teamId: string }, NotAllowedError | NotFoundError>> {
  const access = await requireTeamRole(userId, input.teamId, Permission.manageMembers);
  if (!access.ok) return { ok: false, errors: [access.error] };
  const teamId = uuidOrNobody(input.teamId);
  await prisma().team.update({ where: { id: teamId }, data: { viewersMayComment: input.allowed } });
  publishTeamEvent(teamId, { kind: 'TEAM_UPDATED', id: teamId });
  return { ok: true, value: { teamId } };
}
