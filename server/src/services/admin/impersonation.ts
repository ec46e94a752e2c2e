import { FIELD_LIMITS } from '@swipestack/common/limits';
import type { SessionLifetime, SessionRequestInfo } from '../../auth/sessions.js';
import { createSession } from '../../auth/sessions.js';
import { prisma } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { enqueueImpersonationEnd } from '../../jobs/queue.js';
import { FieldError, NotAllowedError, NotFoundError, type ServiceResult } from '../errors.js';
import { uuidOrNobody } from '../teams/visibility.js';
import { ONLY_ADMINS } from './admin-users.js';
import { isAdministrator } from './admins.js';
import { AuditType, recordAudit } from './audit.js';
import {
  announceImpersonationsEnded,
  endImpersonationIn,
  type ImpersonationEnd,
} from './impersonation-end.js';

// Impersonation (docs/admin.md): an administrator signs in as a user, for a reason, for at most
// an hour, in a session that carries the administrator's id. While it lasts, some actions are
// refused and every other write is recorded with both ids; the user sees in Settings that an
// administrator viewed the account, when, and why. Every write entry point (GraphQL's plugin
// graphql/impersonation-rules.ts, the router's guard for REST changes) asks `impersonationRule`.

export const IMPERSONATION_MINUTES = 60;
export const REASON_MAX = FIELD_LIMITS.impersonationReason;

/** What an impersonating administrator may not do, and why. */
const REFUSED = {
  password: "change this account's password",
  email: "change this account's email addresses",
  billing: 'change billing or plans',
  tokens: 'create or revoke personal tokens',
  sessions: 'sign in, sign up or end sessions',
  delete: 'delete anything',
  admin: 'use the admin area (exit impersonation first)',
  support: 'write to support or mark its messages read as the user',
} as const;
type Refused = keyof typeof REFUSED;

/**
 * `audited`: allowed, and recorded as an IMPERSONATED_WRITE; `own`: it records itself; `skip`:
 * not done and not recorded, answered as done (an analytics pageview: an administrator's
 * visit is not the user's).
 */
type Rule = Refused | 'audited' | 'own' | 'skip';

/**
 * Every GraphQL mutation, classified. A mutation missing here is refused (fail closed), and a
 * test fails until it is classified (server/test/impersonation.test.ts).
 */
export const MUTATION_RULES: Record<string, Rule> = {
  acceptInvite: 'audited',
  addComment: 'audited',
  addSwipesToCollection: 'audited',
  adminReplySupport: 'admin',
  adminSetErrorResolved: 'admin',
  adminSetUserDisabled: 'admin',
  adminSignOutUser: 'admin',
  adminStartImpersonation: 'admin',
  adminUpdateSupportConversation: 'admin',
  cancelImport: 'audited',
  changeMemberRole: 'audited',
  changePassword: 'password',
  copySwipesToTeam: 'audited',
  createApiToken: 'tokens',
  checkTrackedBrand: 'audited',
  createCollection: 'audited',
  createExtensionHandoff: 'tokens',
  createImageSwipe: 'audited',
  createRemix: 'audited',
  createSwipe: 'audited',
  createTeam: 'audited',
  deleteCollection: 'delete',
  deleteComment: 'delete',
  deleteInvite: 'delete',
  deleteRemix: 'delete',
  deleteSwipe: 'delete',
  deleteSwipes: 'delete',
  deleteTag: 'delete',
  deleteTeam: 'delete',
  editComment: 'audited',
  grantTeamPlan: 'billing',
  hideDiscoverItem: 'audited',
  hideOnboardingGuide: 'audited',
  inviteMember: 'audited',
  leaveTeam: 'delete',
  // Signals of the user's own behaviour: while impersonating they are not recorded (the
  // resolvers answer as done), so an administrator's visit leaves the user's New marks,
  // interests and unread notifications as they were.
  markDiscoverSeen: 'own',
  markNotificationsRead: 'own',
  markSupportRead: 'support',
  moveSwipesToTeam: 'audited',
  publishCollection: 'audited',
  recordSwipeSearch: 'own',
  rateRemixVariant: 'audited',
  removeMember: 'delete',
  removeTrackedBrand: 'delete',
  removeSwipesFromCollection: 'audited',
  renameTag: 'audited',
  resolveCommentThread: 'audited',
  retryCapture: 'audited',
  revokeApiToken: 'tokens',
  revokeSession: 'sessions',
  rotateInboundEmailAddress: 'email',
  saveDiscoverItem: 'audited',
  saveFoundAd: 'audited',
  saveExample: 'audited',
  saveRemixVariant: 'audited',
  sendSupportMessage: 'support',
  setCollectionDiscoverListing: 'audited',
  setInboundEmailTeam: 'audited',
  setTrackedBrandPaused: 'audited',
  setOnboardingWizardVisible: 'audited',
  setSwipeView: 'audited',
  setViewersMayComment: 'audited',
  shareInviteLink: 'audited',
  signIn: 'sessions',
  // Signing out of an impersonation ends it and gives the administrator their session back.
  signOut: 'own',
  signUp: 'sessions',
  skipOnboardingStep: 'audited',
  startImport: 'audited',
  stopImpersonation: 'own',
  tagSwipes: 'audited',
  trackBrand: 'audited',
  unpublishCollection: 'audited',
  undoBulkAction: 'audited',
  untagSwipes: 'audited',
  unsubscribeFromEmails: 'audited',
  updateCollection: 'audited',
  updateNotificationSettings: 'audited',
  updateProfile: 'audited',
  updateRemixVariant: 'audited',
  updateSwipe: 'audited',
  updateTeam: 'audited',
  viewOnboardingSwipe: 'audited',
};

/** Every REST change (`METHOD path` as the router declares it), classified the same way. */
export const REST_RULES: Record<string, Rule> = {
  'POST /api/auth': 'audited',
  'POST /api/analytics/pageview': 'skip',
  'POST /api/userlist_token': 'audited',
  'POST /api/billing/billing-portal': 'billing',
  'POST /api/billing/checkout-session': 'billing',
  'POST /api/exports': 'audited',
  'POST /api/teams/:teamId/imports': 'audited',
  'POST /api/teams/:teamId/videos': 'audited',
  'POST /api/shares/save': 'audited',
  'POST /api/teams': 'audited',
  'PUT /api/teams/:teamId': 'audited',
  'PUT /api/teams/:teamId/team_members': 'audited',
  'DELETE /api/teams/:teamId/team_members': 'delete',
  'PUT /api/users/:userId/metadata': 'audited',
};

export type ImpersonationDecision =
  | { allowed: true; audited: boolean }
  | { allowed: false; skipped: true }
  | { allowed: false; skipped?: false; message: string };

/** What an impersonating session may do with a write (`rules` names every one). */
export function impersonationRule(
  rules: Record<string, Rule>,
  action: string,
): ImpersonationDecision {
  const rule = rules[action] ?? 'unknown';
  if (rule === 'audited' || rule === 'own') return { allowed: true, audited: rule === 'audited' };
  if (rule === 'skip') return { allowed: false, skipped: true };
  const what = rule === 'unknown' ? 'do this' : REFUSED[rule];
  return { allowed: false, message: `Not allowed while impersonating: you cannot ${what}.` };
}

export interface ImpersonatedRequest {
  userId: string;
  sessionId: string | null;
  impersonatorId: string;
  ip?: string | undefined;
  userAgent?: string | undefined;
}

/**
 * Records a write made while impersonating (`refused`: one that was refused), with both ids.
 * `details` says what it was (the operation's fields and arguments, or the REST path).
 */
export async function recordImpersonatedWrite(
  request: ImpersonatedRequest,
  details: { action: string; input?: unknown; outcome: string },
  refused = false,
) {
  await recordAudit({
    type: refused ? AuditType.impersonationRefused : AuditType.impersonatedWrite,
    userId: request.userId,
    actorId: request.impersonatorId,
    ip: request.ip,
    userAgent: request.userAgent,
    data: {
      sessionId: request.sessionId,
      action: details.action,
      outcome: details.outcome,
      ...(details.input === undefined ? {} : { input: boundedInput(details.input) }),
    },
  });
}

const SECRET_KEY = /password|secret|token/i;

/**
 * Arguments as recorded: secrets replaced, files by name and size, the whole cut at 4,000
 * characters.
 */
function boundedInput(input: unknown): Prisma.InputJsonValue {
  const text = JSON.stringify(input, (key, value) => {
    if (SECRET_KEY.test(key) && typeof value === 'string') return '[not recorded]';
    return value instanceof Blob
      ? { file: (value as File).name ?? 'file', bytes: value.size, type: value.type }
      : value;
  });
  if (text === undefined) return null as never;
  return text.length <= 4000 ? JSON.parse(text) : { truncated: text.slice(0, 4000) };
}

type Tx = Prisma.TransactionClient;

export interface StartedImpersonation {
  userId: string;
  token: string;
  sessionId: string;
  endsAt: Date;
}

/** Starts an impersonation of `userId` by the administrator `adminId`, for `reason`. */
export async function startImpersonation(
  adminId: string,
  userId: string,
  reason: string,
  meta: SessionRequestInfo & { sessionLifetime: SessionLifetime },
): Promise<ServiceResult<StartedImpersonation, FieldError | NotAllowedError | NotFoundError>> {
  const why = reason.trim();
  if (!why) return fail(new FieldError('reason', 'Give the reason for viewing this account.'));
  if (why.length > REASON_MAX)
    return fail(new FieldError('reason', `The reason must be at most ${REASON_MAX} characters.`));
  const outcome = await prisma().$transaction(async (tx) => {
    if (!(await isAdministrator(adminId, tx))) return new NotAllowedError(ONLY_ADMINS);
    // Shared lock: a disabling at this moment waits, then ends this session with the others.
    const [user] = await tx.$queryRaw<
      { id: string; email: string; is_admin: boolean; disabled: boolean }[]
    >`SELECT id, email, is_admin, disabled_at IS NOT NULL AS disabled
      FROM "user" WHERE id = ${uuidOrNobody(userId)}::uuid FOR SHARE`;
    if (!user) return new NotFoundError('This user does not exist.');
    if (user.id === adminId) return new NotAllowedError("You can't impersonate yourself.");
    if (user.is_admin) return new NotAllowedError('Administrators cannot be impersonated.');
    if (user.disabled)
      return new NotAllowedError('This account is disabled: enable it before viewing it.');
    const endsAt = new Date(Date.now() + IMPERSONATION_MINUTES * 60_000);
    const session = await createSession(user.id, meta.sessionLifetime, meta, tx, {
      impersonatorId: adminId,
      endsAt,
    });
    await recordAudit(
      {
        type: AuditType.impersonationStarted,
        userId: user.id,
        actorId: adminId,
        email: user.email,
        ip: meta.ip,
        userAgent: meta.userAgent,
        data: { reason: why, sessionId: session.id, endsAt: endsAt.toISOString() },
      },
      tx,
    );
    await enqueueImpersonationEnd(tx, { sessionId: session.id, userId: user.id }, endsAt);
    return { userId: user.id, token: session.token, sessionId: session.id, endsAt };
  });
  return 'token' in outcome ? { ok: true, value: outcome } : fail(outcome);
}

const fail = <E>(error: E) => ({ ok: false as const, errors: [error] });

/**
 * Ends an impersonation: its session goes (its open tabs and subscriptions are told, on every
 * instance), and the end is recorded once, however many ways reach it at once (an exit, the
 * timer's job, a sign-out, its administrator demoted).
 */
export async function endImpersonation(
  sessionId: string,
  how: ImpersonationEnd,
  meta: SessionRequestInfo = {},
) {
  const ended = await prisma().$transaction((tx: Tx) =>
    endImpersonationIn(tx, sessionId, how, meta),
  );
  if (ended) announceImpersonationsEnded([ended]);
}

/**
 * Whether an impersonation session may still act: only while its administrator is one (not
 * demoted, not disabled). Asked on every request (auth/request-session.ts), so a demotion made
 * by another process (`npm run admin -- demote` beside the running server) counts at once; an
 * impersonation found without its administrator is ended there.
 */
export async function impersonationHolds(session: { id: string; impersonatorId: string | null }) {
  if (!session.impersonatorId || (await isAdministrator(session.impersonatorId))) return true;
  await endImpersonation(session.id, 'ADMIN_REVOKED');
  return false;
}

/** What the user sees in Settings: each time an administrator viewed the account. */
export async function adminViewsOf(userId: string, take = 20) {
  const starts = await prisma().auditEvent.findMany({
    where: { userId, type: AuditType.impersonationStarted },
    orderBy: { createdAt: 'desc' },
    take,
    select: { id: true, createdAt: true, data: true },
  });
  const sessionIds = starts.map((start) => sessionIdOf(start.data)).filter(Boolean) as string[];
  const ends = sessionIds.length
    ? await prisma().auditEvent.findMany({
        where: { userId, type: AuditType.impersonationEnded },
        orderBy: { createdAt: 'desc' },
        take: take * 2,
        select: { createdAt: true, data: true },
      })
    : [];
  const endOf = new Map(ends.map((end) => [sessionIdOf(end.data), end.createdAt]));
  return starts.map((start) => {
    const data = start.data as { reason?: string; endsAt?: string; sessionId?: string } | null;
    const plannedEnd = data?.endsAt ? new Date(data.endsAt) : start.createdAt;
    const endedAt = endOf.get(data?.sessionId ?? null) ?? null;
    return {
      id: start.id,
      startedAt: start.createdAt,
      endedAt: endedAt ?? (plannedEnd.getTime() <= Date.now() ? plannedEnd : null),
      reason: data?.reason ?? '',
    };
  });
}

function sessionIdOf(data: Prisma.JsonValue | null): string | null {
  return data && typeof data === 'object' && !Array.isArray(data)
    ? ((data as { sessionId?: string }).sessionId ?? null)
    : null;
}

/** The impersonation the viewer's session is, for the banner: null when it is not one. */
export async function impersonationOf(sessionId: string) {
  const session = await prisma().session.findUnique({
    where: { id: sessionId },
    select: { userId: true, impersonatorId: true, createdAt: true, expiresAt: true },
  });
  if (!session?.impersonatorId) return null;
  return { userId: session.userId, startedAt: session.createdAt, endsAt: session.expiresAt };
}
