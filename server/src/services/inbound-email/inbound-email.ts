import { randomToken, TOKEN_ALPHABET } from '../../auth/tokens.js';
import { prisma } from '../../db/client.js';
import { AuditType, recordAudit } from '../admin/audit.js';
import { NotAllowedError, type NotFoundError, type ServiceResult } from '../errors.js';
import { Permission, requireTeamRole, roleAllows } from '../teams/permissions.js';

// Each user's inbound address `<token>@<INBOUND_EMAIL_DOMAIN>` and the team their forwarded
// email is saved to (docs/inbound-email.md). Turning a message into a swipe is email-swipes.ts.

/** 16 symbols of 5 bits: 80 random bits, too many to guess an address. */
const TOKEN_LENGTH = 16;
const TOKEN_PATTERN = new RegExp(`^[${TOKEN_ALPHABET}]{${TOKEN_LENGTH}}$`);

export function newInboundToken(): string {
  return randomToken(TOKEN_LENGTH);
}

/**
 * The token an envelope recipient names, when it is at our domain: the local part, lower-cased,
 * with any `+tag` after it dropped (`token+newsletters@…` lets users sort their forwards).
 */
export function inboundTokenOf(address: string, domain: string): string | null {
  const at = address.lastIndexOf('@');
  if (at <= 0) return null;
  if (address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  const token = address.slice(0, at).toLowerCase().split('+')[0] ?? '';
  return TOKEN_PATTERN.test(token) ? token : null;
}

/** The user an envelope recipient belongs to, or null (unknown, rotated away, other domain). */
export async function inboundRecipient(address: string, domain: string) {
  const token = inboundTokenOf(address, domain);
  if (!token) return null;
  const user = await prisma().user.findUnique({
    where: { inboundEmailToken: token },
    select: { id: true, disabledAt: true },
  });
  // A disabled account (docs/admin.md) has no mailbox while it stays so.
  return user && !user.disabledAt ? { userId: user.id } : null;
}

/** The user's address; the first time it is asked for, the address is made. */
export async function inboundEmailAddress(userId: string, domain: string): Promise<string> {
  const read = () =>
    prisma().user.findUniqueOrThrow({ where: { id: userId }, select: { inboundEmailToken: true } });
  let { inboundEmailToken: token } = await read();
  if (!token) {
    // Only if still unset: two first requests at once agree on one address.
    await prisma().user.updateMany({
      where: { id: userId, inboundEmailToken: null },
      data: { inboundEmailToken: newInboundToken() },
    });
    token = (await read()).inboundEmailToken;
  }
  return `${token}@${domain}`;
}

/** A new address for the user; the old one is refused from now on. */
export async function rotateInboundEmailAddress(
  userId: string,
  domain: string,
): Promise<ServiceResult<{ address: string }, never>> {
  const token = newInboundToken();
  await prisma().user.update({ where: { id: userId }, data: { inboundEmailToken: token } });
  await recordAudit({ type: AuditType.inboundAddressRotated, userId });
  return { ok: true, value: { address: `${token}@${domain}` } };
}

async function personalTeam(userId: string) {
  return prisma().team.findFirst({
    where: { type: 'PERSONAL', members: { some: { userId } } },
    select: { id: true, name: true },
  });
}

/**
 * Where the user's forwarded email goes: the team chosen in Settings while the user may still
 * add swipes to it (a member, editor or above); otherwise, and by default, their Personal team.
 */
export async function inboundEmailTeam(userId: string) {
  const user = await prisma().user.findUnique({
    where: { id: userId },
    select: { inboundEmailTeamId: true },
  });
  if (user?.inboundEmailTeamId) {
    const membership = await prisma().teamMember.findUnique({
      where: { teamId_userId: { teamId: user.inboundEmailTeamId, userId } },
      select: { role: true, team: { select: { id: true, name: true } } },
    });
    if (membership && roleAllows(membership.role, Permission.editContent)) return membership.team;
  }
  return personalTeam(userId);
}

/** Chooses the team forwarded email is saved to: one the user may add swipes to. */
export async function setInboundEmailTeam(
  userId: string,
  teamId: string,
): Promise<ServiceResult<{ teamId: string }, NotFoundError | NotAllowedError>> {
  const access = await requireTeamRole(userId, teamId, Permission.editContent);
  if (!access.ok) {
    const error =
      access.error instanceof NotAllowedError
        ? new NotAllowedError(
            'Your role in this team cannot add swipes, so emails cannot be saved there.',
          )
        : access.error;
    return { ok: false, errors: [error] };
  }
  await prisma().user.update({ where: { id: userId }, data: { inboundEmailTeamId: teamId } });
  return { ok: true, value: { teamId } };
}
