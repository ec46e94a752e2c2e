import { prisma } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';

export const AuditType = {
  signUp: 'SIGN_UP',
  signIn: 'SIGN_IN',
  signInFailed: 'SIGN_IN_FAILED',
  signInThrottled: 'SIGN_IN_THROTTLED',
  signOut: 'SIGN_OUT',
  /** The user changed their password; data.sessionsEnded (their other browsers). */
  passwordChanged: 'PASSWORD_CHANGED',
  /** An auth event the web app reported (POST /api/auth), for analytics; data.event. */
  clientAuthEvent: 'CLIENT_AUTH_EVENT',
  teamCreated: 'TEAM_CREATED',
  teamDeleted: 'TEAM_DELETED',
  memberRoleChanged: 'MEMBER_ROLE_CHANGED',
  memberRemoved: 'MEMBER_REMOVED',
  inviteSent: 'INVITE_SENT',
  inviteAccepted: 'INVITE_ACCEPTED',
  inviteDeleted: 'INVITE_DELETED',
  /** An inviter copied an invite's link (the first time: the link stays the same after). */
  inviteLinkShared: 'INVITE_LINK_SHARED',
  /** A team's plan became paid; data.goal is the analytics goal SubscriptionActivated. */
  subscriptionActivated: 'SUBSCRIPTION_ACTIVATED',
  subscriptionChanged: 'SUBSCRIPTION_CHANGED',
  planGranted: 'PLAN_GRANTED',
  /** The extension signed in for the first time; data.goal is the goal ExtensionInstalled. */
  extensionInstalled: 'EXTENSION_INSTALLED',
  inboundAddressRotated: 'INBOUND_ADDRESS_ROTATED',
  /** An inbound email was kept out by the Free cap; data.subject, data.noticeSent. */
  inboundEmailOverCap: 'INBOUND_EMAIL_OVER_CAP',
  /** A user became an administrator; data.by: 'ADMIN_EMAILS' or 'cli'. */
  adminGranted: 'ADMIN_GRANTED',
  /** A user stopped being an administrator; data.by: 'cli'. */
  adminRevoked: 'ADMIN_REVOKED',
  /** An administrator ended all of a user's sessions and tokens; data.by: the admin's id. */
  signedOutByAdmin: 'SIGNED_OUT_BY_ADMIN',
  /** An administrator disabled the account; data.by: the admin's id. */
  userDisabled: 'USER_DISABLED',
  /** An administrator enabled the account again; data.by: the admin's id. */
  userEnabled: 'USER_ENABLED',
  /** An administrator began to impersonate the user (actorId); data: reason, sessionId, endsAt. */
  impersonationStarted: 'IMPERSONATION_STARTED',
  /** An impersonation ended; data.how: EXITED, SIGNED_OUT, EXPIRED or ADMIN_REVOKED; data.sessionId. */
  impersonationEnded: 'IMPERSONATION_ENDED',
  /** A write made while impersonating (actorId); data: action, input, outcome, sessionId. */
  impersonatedWrite: 'IMPERSONATED_WRITE',
  /** A write refused while impersonating (services/admin/impersonation.ts); data as above. */
  impersonationRefused: 'IMPERSONATION_REFUSED',
} as const;
export type AuditType = (typeof AuditType)[keyof typeof AuditType];

export interface AuditInput {
  type: AuditType;
  userId?: string | undefined;
  teamId?: string | undefined;
  email?: string | undefined;
  ip?: string | undefined;
  userAgent?: string | undefined;
  /** The administrator who acted (an admin action, or anything done while impersonating). */
  actorId?: string | undefined;
  data?: Prisma.InputJsonValue;
}

type Tx = Pick<ReturnType<typeof prisma>, 'auditEvent'>;

export async function recordAudit(event: AuditInput, tx: Tx = prisma()) {
  await tx.auditEvent.create({
    data: {
      type: event.type,
      userId: event.userId ?? null,
      teamId: event.teamId ?? null,
      email: event.email ?? null,
      ip: event.ip ?? null,
      userAgent: event.userAgent?.slice(0, 512) ?? null,
      actorId: event.actorId ?? null,
      ...(event.data === undefined ? {} : { data: event.data }),
    },
  });
}
