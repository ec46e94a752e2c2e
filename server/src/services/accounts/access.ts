import { FIELD_LIMITS } from '@swipestack/common/limits';
import { type ApiTokenOptions, issueApiToken } from '../../auth/api-tokens.js';
import { revokeSession } from '../../auth/sessions.js';
import { randomToken, sameHash, sha256, splitToken } from '../../auth/tokens.js';
import { prisma } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { publishAccessEvent } from '../../realtime/access-events.js';
import { ACCOUNT_DISABLED } from '../admin/admin-users.js';
import { trackGoal } from '../admin/analytics.js';
import { AuditType, recordAudit } from '../admin/audit.js';
import { FieldError, NotAllowedError, NotFoundError, type ServiceResult } from '../errors.js';
import { completeOnboardingStep } from './user-metadata.js';

// How a person reaches their account: personal tokens (the extension, API clients), the
// one-time hand-off of a web session to the extension, browser sessions, and their name.

export const accessRules = {
  tokenNameMax: FIELD_LIMITS.tokenName,
  activeTokensMax: 25,
  nameMax: FIELD_LIMITS.profileName,
  /** The lifetimes a personal token may be given, in days (or none: it works until revoked). */
  tokenLifetimeDays: [7, 30, 90, 365] as readonly number[],
};
const DAY_MS = 24 * 3600 * 1000;
/** A hand-off code lives this long: the page sends it to the extension at once. */
export const HANDOFF_TTL_MS = 2 * 60 * 1000;
export const EXTENSION_TOKEN_NAME = 'Chrome extension';

type AccessError = FieldError | NotAllowedError | NotFoundError;

/** Whether a personal token is one the extension got through the hand-off (by its name). */
export async function isExtensionToken(tokenId: string | null | undefined): Promise<boolean> {
  if (!tokenId) return false;
  const token = await prisma().apiToken.findUnique({
    where: { id: tokenId },
    select: { name: true },
  });
  return token?.name === EXTENSION_TOKEN_NAME;
}

function cleanName(value: string, field: string, max: number, what: string): string | FieldError {
  const clean = value.trim().replace(/\s+/g, ' ');
  if (!clean) return new FieldError(field, `Enter a ${what}.`);
  if (clean.length > max)
    return new FieldError(field, `A ${what} can be at most ${max} characters.`);
  return clean;
}

/** Tokens that still work: neither revoked nor expired. */
export function workingTokens(userId: string, now = new Date()) {
  return { userId, revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] };
}

export interface NewTokenOptions {
  /** One of accessRules.tokenLifetimeDays; null or absent: no expiry. */
  expiresInDays?: number | null | undefined;
  scope?: 'FULL' | 'READ_ONLY' | null | undefined;
}

/** A named personal token; its secret is shown once, here, and never stored. */
export async function createApiToken(
  userId: string,
  name: string,
  options: NewTokenOptions = {},
): Promise<ServiceResult<{ id: string; token: string }, AccessError>> {
  const errors: FieldError[] = [];
  const clean = cleanName(name, 'name', accessRules.tokenNameMax, 'token name');
  if (clean instanceof FieldError) errors.push(clean);
  const days = options.expiresInDays ?? null;
  if (days !== null && !accessRules.tokenLifetimeDays.includes(days)) {
    const choices = accessRules.tokenLifetimeDays.join(', ').replace(/, (\d+)$/, ' or $1');
    errors.push(new FieldError('expiresInDays', `Choose ${choices} days, or no expiry.`));
  }
  if (clean instanceof FieldError || errors.length) return { ok: false, errors };
  const issued = await prisma().$transaction((tx) =>
    issueWithinCap(tx, userId, clean, {
      expiresAt: days === null ? null : new Date(Date.now() + days * DAY_MS),
      scope: options.scope ?? 'FULL',
    }),
  );
  if (issued === 'disabled') return { ok: false, errors: [new NotAllowedError(ACCOUNT_DISABLED)] };
  if (!issued) {
    return {
      ok: false,
      errors: [
        new NotAllowedError(
          `You can have ${accessRules.activeTokensMax} tokens at a time. Revoke one you no longer use.`,
        ),
      ],
    };
  }
  return { ok: true, value: issued };
}

/**
 * The cap on working tokens, for every way a token is made (createApiToken, the extension
 * hand-off): the user's row is locked first, so two issuers for one user take turns and never
 * both see room for one more, and an administrator disabling the account at that moment
 * (services/admin/admin-users.ts) waits and then revokes this token too. Null at the cap;
 * 'disabled' for a disabled account.
 */
async function issueWithinCap(
  tx: Prisma.TransactionClient,
  userId: string,
  name: string,
  options: ApiTokenOptions = {},
) {
  const [account] = await tx.$queryRaw<{ disabled: boolean }[]>`
    SELECT disabled_at IS NOT NULL AS disabled FROM "user" WHERE id = ${userId}::uuid FOR UPDATE`;
  if (account?.disabled) return 'disabled' as const;
  const active = await tx.apiToken.count({ where: workingTokens(userId) });
  if (active >= accessRules.activeTokensMax) return null;
  return issueApiToken(userId, name, options, tx);
}

export async function revokeApiToken(
  userId: string,
  tokenId: string,
): Promise<ServiceResult<{ id: string }, AccessError>> {
  const revoked = await prisma().apiToken.updateMany({
    where: { id: tokenId, userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (!revoked.count)
    return { ok: false, errors: [new NotFoundError('This token does not exist.')] };
  // Its open subscriptions end on every instance (realtime/access-events.ts).
  publishAccessEvent(userId, { kind: 'TOKEN_REVOKED', tokenId });
  return { ok: true, value: { id: tokenId } };
}

/** Signs out one of the user's browser sessions (its open tabs are told at once). */
export async function endSession(
  userId: string,
  sessionId: string,
): Promise<ServiceResult<{ id: string }, AccessError>> {
  const session = await prisma().session.findFirst({ where: { id: sessionId, userId } });
  if (!session) return { ok: false, errors: [new NotFoundError('This session does not exist.')] };
  await revokeSession(session.id, { signedOut: true });
  return { ok: true, value: { id: session.id } };
}

export async function renameUser(
  userId: string,
  name: string,
): Promise<ServiceResult<{ id: string }, AccessError>> {
  const clean = cleanName(name, 'name', accessRules.nameMax, 'name');
  if (clean instanceof FieldError) return { ok: false, errors: [clean] };
  await prisma().user.update({ where: { id: userId }, data: { name: clean } });
  return { ok: true, value: { id: userId } };
}

/** For a signed-in web page to hand to the extension: a code that works once, for minutes. */
export async function createExtensionHandoff(userId: string) {
  const id = randomToken();
  const secret = randomToken();
  await prisma().extensionHandoff.create({
    data: {
      id,
      userId,
      secretHash: sha256(secret),
      expiresAt: new Date(Date.now() + HANDOFF_TTL_MS),
    },
  });
  return { code: `${id}.${secret}` };
}

const HANDOFF_GONE = 'This sign-in link has expired or was used. Open Swipestack and try again.';
/** What the extension shows when its user already has the most tokens they may have. */
export const HANDOFF_AT_CAP = `You can have ${accessRules.activeTokensMax} tokens at a time. Revoke one you no longer use in Settings, then sign in to the extension again.`;
class HandoffTaken extends Error {}

/**
 * The extension trades a hand-off code for its own personal token. The first time a user's
 * extension signs in, the install_extension step completes and ExtensionInstalled is recorded.
 * Answers the token and who it is for (the extension shows the email and name).
 */
export async function exchangeExtensionHandoff(
  code: string,
): Promise<
  ServiceResult<
    { token: string; userId: string; user: { email: string; name: string }; firstInstall: boolean },
    AccessError
  >
> {
  const parts = splitToken(code);
  const row = parts
    ? await prisma().extensionHandoff.findUnique({ where: { id: parts.id } })
    : null;
  if (
    !parts ||
    !row ||
    row.usedAt ||
    row.expiresAt.getTime() <= Date.now() ||
    !sameHash(row.secretHash, sha256(parts.secret))
  ) {
    return { ok: false, errors: [new NotFoundError(HANDOFF_GONE)] };
  }
  // At the cap the code is not used up: once a token is revoked, the extension may retry with it.
  const issued = await prisma()
    .$transaction(async (tx) => {
      const token = await issueWithinCap(tx, row.userId, EXTENSION_TOKEN_NAME);
      if (token === 'disabled') return new NotAllowedError(ACCOUNT_DISABLED);
      if (!token) return new NotAllowedError(HANDOFF_AT_CAP);
      const used = await tx.extensionHandoff.updateMany({
        where: { id: row.id, usedAt: null },
        data: { usedAt: new Date() },
      });
      // Another exchange of this code won the race: nothing of this one is kept.
      if (!used.count) throw new HandoffTaken();
      return token;
    })
    .catch((error: unknown) => {
      if (error instanceof HandoffTaken) return new NotFoundError(HANDOFF_GONE);
      throw error;
    });
  if (!('token' in issued)) return { ok: false, errors: [issued] };
  const { token } = issued;
  const installed = await prisma().user.updateMany({
    where: { id: row.userId, extensionInstalled: false },
    data: { extensionInstalled: true },
  });
  const firstInstall = installed.count > 0;
  if (firstInstall) {
    await completeOnboardingStep(row.userId, 'install_extension');
    await recordAudit({
      type: AuditType.extensionInstalled,
      userId: row.userId,
      data: { goal: 'ExtensionInstalled' },
    });
    await trackGoal('ExtensionInstalled', row.userId);
  }
  const user = await prisma().user.findUniqueOrThrow({
    where: { id: row.userId },
    select: { email: true, name: true },
  });
  return { ok: true, value: { token, userId: row.userId, user, firstInstall } };
}
