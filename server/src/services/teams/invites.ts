import { createHmac } from 'node:crypto';
import { randomToken, sha256 } from '../../auth/tokens.js';
import { prisma } from '../../db/client.js';
import type { TeamRole } from '../../generated/prisma/enums.js';
import { publishTeamEvent } from '../../realtime/team-events.js';
import { publishInvitesChanged, publishUserEvent } from '../../realtime/user-events.js';
import { normalizeEmail } from '../accounts/accounts.js';
import { recordActivity } from '../activity/activity.js';
import { AuditType, recordAudit } from '../admin/audit.js';
import { memberLimit, teamPlan } from '../billing/plans.js';
import { membersChanged } from '../billing/seats.js';
import type { ServiceDeps } from '../deps.js';
import { FieldError, NotAllowedError, NotFoundError, type ServiceResult } from '../errors.js';
import { notifyAboutInvite } from '../notifications/notifications.js';
import { INVITE_LINKS_SECRET, serverSecret } from '../server-secrets.js';
import { Permission, requireTeamRole, roleAllows } from './permissions.js';
import { lockTeamMembers } from './teams.js';
import { uuidOrNobody } from './visibility.js';

// Invites: a pending invite per (team, email), sent by email with a single-use link. The token
// is random, only its SHA-256 is stored, it is bound to the invited email and expires in 7 days.
// An inviter may also copy the invite's link (`shareableInviteLink`) to send it another way: a
// second token of the same invite, under the same rules (see there).

type InviteError = FieldError | NotAllowedError | NotFoundError;

export const INVITE_TTL_DAYS = 7;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type InviteDeps = Pick<ServiceDeps, 'mailer' | 'appOrigin'>;

/** Invites that can still be accepted. */
export const pendingInvite = () => ({ status: 'PENDING' as const, expiresAt: { gt: new Date() } });

/**
 * The invites a user is shown (spec §4): pending, to their email address, into a team they
 * are not in yet.
 */
export function invitesFor(user: { id: string; email: string }) {
  return {
    ...pendingInvite(),
    email: user.email,
    team: { members: { none: { userId: user.id } } },
  };
}

/**
 * A team's members, oldest first, and its pending invites, newest first. The caller checked
 * that the viewer may read the team.
 */
export function teamRoster(teamId: string) {
  return prisma().team.findUniqueOrThrow({
    where: { id: teamId },
    select: {
      name: true,
      type: true,
      members: {
        orderBy: { createdAt: 'asc' },
        select: { userId: true, role: true, user: { select: { email: true, name: true } } },
      },
      invites: {
        where: pendingInvite(),
        orderBy: { createdAt: 'desc' },
        select: { id: true, email: true, role: true, status: true, name: true },
      },
    },
  });
}

/** The pending invites the user is shown (`invitesFor`), newest first, with their team's name. */
export async function pendingInvitesOf(userId: string) {
  const user = await prisma().user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, email: true },
  });
  return prisma().invite.findMany({
    where: invitesFor(user),
    orderBy: { createdAt: 'desc' },
    select: {
      id: true,
      teamId: true,
      email: true,
      role: true,
      status: true,
      team: { select: { name: true } },
    },
  });
}

export const inviteLink = (appOrigin: string, token: string) =>
  new URL(`/invite/${token}`, appOrigin).toString();

/** Owners alone invite owners (the inviter already may manage members). */
function inviteRoleRefusal(inviterRole: TeamRole, role: TeamRole): NotAllowedError | null {
  return role === 'OWNER' && inviterRole !== 'OWNER'
    ? new NotAllowedError('Only owners can invite owners.')
    : null;
}

/**
 * The token of an invite's copyable link: an HMAC of its id under a server secret, so the
 * same link each time it is copied, and nothing stored but its SHA-256.
 */
async function shareableToken(inviteId: string): Promise<string> {
  const secret = await serverSecret(INVITE_LINKS_SECRET);
  return createHmac('sha256', secret).update(`invite:${inviteId}`).digest('base64url');
}

/**
 * The link of a pending invite, for an inviter to copy and send another way. Only those who
 * may send the invite get it (admins and owners; owners alone for an owner's invite), and it
 * follows the emailed link's rules, which `acceptInvite` applies to both: it expires with the
 * invite, only the invited address can accept it, it works once, and it stops when the invite
 * is withdrawn (or sent again: then it leads to the new invite, as the email's link does).
 */
export async function shareableInviteLink(
  deps: Pick<ServiceDeps, 'appOrigin'>,
  userId: string,
  inviteId: string,
): Promise<ServiceResult<{ inviteId: string; link: string }, InviteError>> {
  const gone = { ok: false as const, errors: [new NotFoundError('This invite does not exist.')] };
  const invite = await prisma().invite.findUnique({
    where: { id: uuidOrNobody(inviteId) },
    select: {
      id: true,
      teamId: true,
      email: true,
      role: true,
      status: true,
      expiresAt: true,
      linkTokenHash: true,
    },
  });
  if (!invite) return gone;
  const access = await requireTeamRole(userId, invite.teamId, Permission.readTeam);
  if (!access.ok) return gone;
  if (!roleAllows(access.role, Permission.manageMembers)) {
    return {
      ok: false,
      errors: [new NotAllowedError('Only admins and owners can share invite links.')],
    };
  }
  const refusal = inviteRoleRefusal(access.role, invite.role);
  if (refusal) return { ok: false, errors: [refusal] };
  if (invite.status !== 'PENDING' || invite.expiresAt <= new Date()) return gone;
  const token = await shareableToken(invite.id);
  if (!invite.linkTokenHash) {
    const issued = await prisma().$transaction(async (tx) => {
      const set = await tx.invite.updateMany({
        where: { id: invite.id, status: 'PENDING' },
        data: { linkTokenHash: sha256(token) },
      });
      if (set.count === 0) return false;
      await recordAudit(
        {
          type: AuditType.inviteLinkShared,
          userId,
          teamId: invite.teamId,
          email: invite.email,
        },
        tx,
      );
      return true;
    });
    if (!issued) return gone;
  }
  return { ok: true, value: { inviteId: invite.id, link: inviteLink(deps.appOrigin, token) } };
}

/**
 * Invites someone into a team workspace (admins and owners). Inviting the same address again
 * replaces the pending invite with a new one (`sentAgain`), and every earlier link leads to it
 * (`replacedById`) until it is accepted or withdrawn. Owners alone may invite owners.
 */
export async function inviteMember(
  deps: InviteDeps,
  userId: string,
  teamId: string,
  input: { email: string; role: TeamRole },
): Promise<
  ServiceResult<{ inviteId: string; teamId: string; link: string; sentAgain: boolean }, InviteError>
> {
  const email = normalizeEmail(input.email);
  const token = randomToken(32);
  const result = await prisma().$transaction(async (tx) => {
    // The inviter's role is read under the team's lock, as every member change reads it.
    await lockTeamMembers(tx, teamId);
    const access = await requireTeamRole(userId, teamId, Permission.manageMembers, tx);
    if (!access.ok) return { ok: false as const, errors: [access.error] };
    const refusal = inviteRoleRefusal(access.role, input.role);
    if (refusal) return { ok: false as const, errors: [refusal] };
    if (!EMAIL.test(email) || email.length > 254) {
      return {
        ok: false as const,
        errors: [new FieldError('email', 'Enter a valid email address.')],
      };
    }
    const team = await tx.team.findUniqueOrThrow({
      where: { id: teamId },
      select: {
        name: true,
        type: true,
        subscription: { select: { status: true, type: true } },
        _count: { select: { members: true } },
      },
    });
    if (team.type === 'PERSONAL') {
      return {
        ok: false as const,
        errors: [
          new NotAllowedError('Your personal team is yours alone. Create a team to invite people.'),
        ],
      };
    }
    const already = await tx.teamMember.findFirst({
      where: { teamId, user: { email } },
      select: { id: true },
    });
    if (already) {
      return {
        ok: false as const,
        errors: [new FieldError('email', `${email} is already in this team.`)],
      };
    }
    const now = new Date();
    const earlier = await tx.invite.findMany({
      where: { teamId, email, status: 'PENDING' },
      select: { id: true },
    });
    const earlierIds = earlier.map((invite) => invite.id);
    const replaced = await tx.invite.updateMany({
      where: { id: { in: earlierIds } },
      data: { status: 'DELETED' },
    });
    const limit = memberLimit(teamPlan(team.subscription));
    if (limit !== null) {
      const pending = await tx.invite.count({
        where: { teamId, status: 'PENDING', expiresAt: { gt: now } },
      });
      if (team._count.members + pending >= limit) {
        return {
          ok: false as const,
          errors: [
            new NotAllowedError(
              `Teams on the Free and Pro plans hold up to ${limit} people. Upgrade to the Team plan to invite more.`,
            ),
          ],
        };
      }
    }
    const invite = await tx.invite.create({
      data: {
        teamId,
        email,
        role: input.role,
        tokenHash: sha256(token),
        invitedById: userId,
        expiresAt: new Date(now.getTime() + INVITE_TTL_DAYS * 24 * 3600 * 1000),
      },
      select: { id: true, invitedBy: { select: { name: true } } },
    });
    if (earlierIds.length) {
      // The replaced invites' links, and those they had replaced, lead to the new invite.
      await tx.invite.updateMany({
        where: { OR: [{ id: { in: earlierIds } }, { replacedById: { in: earlierIds } }] },
        data: { replacedById: invite.id },
      });
    }
    await recordAudit(
      {
        type: AuditType.inviteSent,
        userId,
        teamId,
        email,
        data: { role: input.role, replaced: replaced.count },
      },
      tx,
    );
    return {
      ok: true as const,
      value: { invite, teamName: team.name, sentAgain: earlierIds.length > 0 },
    };
  });
  if (!result.ok) return result;
  publishTeamEvent(teamId, { kind: 'INVITE_CREATED', id: result.value.invite.id });
  await publishInvitesChanged(email);
  await notifyAboutInvite({ id: result.value.invite.id, teamId, email, invitedById: userId });
  const link = inviteLink(deps.appOrigin, token);
  const inviter = result.value.invite.invitedBy?.name ?? 'A teammate';
  const team = result.value.teamName;
  const sent = await deps.mailer.send({
    to: email,
    subject: `${inviter} invited you to ${team} on Swipestack`,
    text: [
      `${inviter} invited you to join the ${team} team on Swipestack as ${input.role.toLowerCase()}.`,
      '',
      `Accept the invite: ${link}`,
      '',
      `The link works once, for ${email}, for ${INVITE_TTL_DAYS} days.`,
    ].join('\n'),
  });
  // Without a mail server the message sits in the outbox: the log shows the link to follow.
  // Sent by SMTP, the link is a secret of the recipient's and stays out of the logs.
  if (sent.file) console.log(`Invite for ${email} to ${team}: ${link}`);
  return {
    ok: true,
    value: { inviteId: result.value.invite.id, teamId, link, sentAgain: result.value.sentAgain },
  };
}

const INVITE_GONE = 'This invite is no longer valid. Ask for a new one.';

/**
 * Why the invite behind a link cannot be accepted, told to the link's holder (the invited
 * person): by id from the app's own list, every such invite answers INVITE_GONE instead.
 */
function linkRefusal(invite: { status: string; expiresAt: Date }): string {
  if (invite.status === 'ACCEPTED')
    return 'This invite was already accepted: its link works once. If you accepted it, the team is in your team list.';
  if (invite.status === 'DELETED')
    return 'This invite was withdrawn by the team, or declined. Ask whoever invited you for a new one.';
  return `This invite expired on ${invite.expiresAt.toISOString().slice(0, 10)} (links work for ${INVITE_TTL_DAYS} days). Ask whoever invited you for a new one.`;
}

/**
 * Accepts an invite for the signed-in user, found by the token of its link or, from the app's
 * own invite list, by its id. The invite must be pending, unexpired and sent to the user's
 * email; it is used up by the first acceptance. By id, `teamId` (when given) must be its team.
 */
export async function acceptInvite(
  userId: string,
  by: { token: string } | { inviteId: string; teamId?: string },
): Promise<ServiceResult<{ inviteId: string; teamId: string }, InviteError>> {
  const fields = {
    id: true,
    teamId: true,
    email: true,
    role: true,
    status: true,
    expiresAt: true,
  } as const;
  const found = await prisma().invite.findFirst({
    where:
      'token' in by
        ? { OR: [{ tokenHash: sha256(by.token) }, { linkTokenHash: sha256(by.token) }] }
        : {
            id: uuidOrNobody(by.inviteId),
            ...(by.teamId === undefined ? {} : { teamId: uuidOrNobody(by.teamId) }),
          },
    select: { ...fields, replacedBy: { select: fields } },
  });
  // A link of an invite sent again leads to the invite that replaced it.
  const invite = found && 'token' in by ? (found.replacedBy ?? found) : found;
  const user = await prisma().user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true },
  });
  if (!invite) return { ok: false, errors: [new NotFoundError(INVITE_GONE)] };
  // Used, withdrawn or expired: the same answer as an invite that never was (a second
  // acceptance is refused as the first refusal was).
  if (invite.status !== 'PENDING' || invite.expiresAt <= new Date()) {
    const message = 'token' in by ? linkRefusal(invite) : INVITE_GONE;
    return { ok: false, errors: [new NotFoundError(message)] };
  }
  if (invite.email !== user.email) {
    return {
      ok: false,
      errors: [
        new NotAllowedError(
          `This invite was sent to ${invite.email}. Sign in with that address to accept it.`,
        ),
      ],
    };
  }
  const result = await prisma().$transaction(async (tx) => {
    await lockTeamMembers(tx, invite.teamId);
    // Single use: only the acceptance that flips PENDING goes on.
    const taken = await tx.invite.updateMany({
      where: { id: invite.id, status: 'PENDING', expiresAt: { gt: new Date() } },
      data: { status: 'ACCEPTED', acceptedAt: new Date() },
    });
    if (taken.count === 0) return { ok: false as const, errors: [new NotFoundError(INVITE_GONE)] };
    const member = await tx.teamMember.upsert({
      where: { teamId_userId: { teamId: invite.teamId, userId } },
      create: { teamId: invite.teamId, userId, role: invite.role },
      update: {},
      select: { id: true },
    });
    await recordAudit(
      { type: AuditType.inviteAccepted, userId, teamId: invite.teamId, email: user.email },
      tx,
    );
    await recordActivity(tx, {
      teamId: invite.teamId,
      kind: 'MEMBER_JOINED',
      actorId: userId,
      data: { role: invite.role },
    });
    return {
      ok: true as const,
      value: { inviteId: invite.id, teamId: invite.teamId, memberId: member.id },
    };
  });
  if (result.ok) {
    publishTeamEvent(invite.teamId, { kind: 'INVITE_DELETED', id: invite.id });
    publishTeamEvent(invite.teamId, { kind: 'MEMBER_JOINED', id: result.value.memberId, userId });
    publishUserEvent(userId, 'INVITES_CHANGED');
    await membersChanged(invite.teamId);
  }
  return result;
}

/** Withdraws an invite (admins and owners of its team) or declines it (the invited user). */
export async function deleteInvite(
  userId: string,
  inviteId: string,
): Promise<ServiceResult<{ inviteId: string; teamId: string }, InviteError>> {
  const invite = await prisma().invite.findUnique({
    where: { id: uuidOrNobody(inviteId) },
    select: { id: true, teamId: true, email: true, status: true },
  });
  const gone = { ok: false as const, errors: [new NotFoundError('This invite does not exist.')] };
  if (invite?.status !== 'PENDING') return gone;
  const user = await prisma().user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true },
  });
  const removed = await prisma().$transaction(async (tx) => {
    // A withdrawal is a member change: the actor's role is read under the team's lock.
    await lockTeamMembers(tx, invite.teamId);
    if (invite.email !== user.email) {
      const access = await requireTeamRole(userId, invite.teamId, Permission.readTeam, tx);
      if (!access.ok) return gone;
      if (!roleAllows(access.role, Permission.manageMembers)) {
        return {
          ok: false as const,
          errors: [new NotAllowedError('Only admins and owners can remove invites.')],
        };
      }
    }
    const taken = await tx.invite.updateMany({
      where: { id: invite.id, status: 'PENDING' },
      data: { status: 'DELETED' },
    });
    if (taken.count === 0) return gone;
    await recordAudit(
      { type: AuditType.inviteDeleted, userId, teamId: invite.teamId, email: invite.email },
      tx,
    );
    return { ok: true as const };
  });
  if (!removed.ok) return removed;
  publishTeamEvent(invite.teamId, { kind: 'INVITE_DELETED', id: invite.id });
  await publishInvitesChanged(invite.email);
  return { ok: true, value: { inviteId: invite.id, teamId: invite.teamId } };
}

/** Withdraws (or declines) the pending invite of an address into a team (REST, spec §7). */
export async function deleteInviteByEmail(
  userId: string,
  teamId: string,
  email: string,
): Promise<ServiceResult<{ inviteId: string; teamId: string }, InviteError>> {
  const invite = await prisma().invite.findFirst({
    where: { teamId: uuidOrNobody(teamId), email: normalizeEmail(email), status: 'PENDING' },
    select: { id: true },
  });
  if (!invite) {
    return { ok: false, errors: [new NotFoundError('This invite does not exist.')] };
  }
  return deleteInvite(userId, invite.id);
}
