import { randomBytes } from 'node:crypto';
import { prisma } from '../../db/client.js';
import type { NotificationSettings } from '../../generated/prisma/client.js';
import { NotFoundError, type ServiceResult } from '../errors.js';

// A member's notification choices (docs/collaboration.md): which kinds reach their inbox, the
// mention email, the daily digests. No row means the defaults. The row also keeps the token of
// the unsubscribe links in emails and when its user was last active.

export type NotificationChoices = Pick<
  NotificationSettings,
  | 'mentions'
  | 'replies'
  | 'comments'
  | 'invites'
  | 'mentionEmails'
  | 'dailyDigest'
  | 'trackedAdsDigest'
>;

export const DEFAULT_CHOICES: NotificationChoices = {
  mentions: true,
  replies: true,
  comments: true,
  invites: true,
  mentionEmails: true,
  dailyDigest: false,
  trackedAdsDigest: true,
};

/** The emails an unsubscribe link can stop, and the setting each turns off. */
export const EMAIL_SETTINGS = {
  MENTIONS: 'mentionEmails',
  DAILY_DIGEST: 'dailyDigest',
  TRACKED_ADS_DIGEST: 'trackedAdsDigest',
} as const satisfies Record<string, keyof NotificationChoices>;

export type EmailKind = keyof typeof EMAIL_SETTINGS;

const newToken = () => randomBytes(24).toString('base64url');

export async function notificationChoices(userId: string): Promise<NotificationChoices> {
  const row = await prisma().notificationSettings.findUnique({ where: { userId } });
  return row ?? DEFAULT_CHOICES;
}

/** Changes some of the user's choices. */
export async function updateNotificationChoices(
  userId: string,
  change: Partial<NotificationChoices>,
): Promise<NotificationChoices> {
  return prisma().notificationSettings.upsert({
    where: { userId },
    create: { ...DEFAULT_CHOICES, ...change, userId, unsubscribeToken: newToken() },
    update: change,
  });
}

/** The token of the user's unsubscribe links (made on first use). */
export async function unsubscribeToken(userId: string) {
  const row = await prisma().notificationSettings.upsert({
    where: { userId },
    create: { userId, unsubscribeToken: newToken() },
    update: {},
    select: { unsubscribeToken: true },
  });
  return row.unsubscribeToken;
}

/** The link in an email that stops emails of its kind, without signing in. */
const unsubscribeLink = (appOrigin: string, token: string, email: EmailKind) =>
  `${appOrigin}/unsubscribe?token=${encodeURIComponent(token)}&email=${email}`;

/** The same, for one-click unsubscribing from the mail program (RFC 8058). */
const oneClickUnsubscribeLink = (appOrigin: string, token: string, email: EmailKind) =>
  `${appOrigin}/api/unsubscribe?token=${encodeURIComponent(token)}&email=${email}`;

/** Stops one kind of email for the owner of the token. */
export async function unsubscribe(
  token: string,
  email: EmailKind,
): Promise<ServiceResult<{ email: EmailKind }, NotFoundError>> {
  const setting = EMAIL_SETTINGS[email];
  const changed = token
    ? await prisma().notificationSettings.updateMany({
        where: { unsubscribeToken: token },
        data: { [setting]: false },
      })
    : { count: 0 };
  if (!changed.count)
    return {
      ok: false,
      errors: [
        new NotFoundError('This unsubscribe link is not valid. Sign in to change your emails.'),
      ],
    };
  return { ok: true, value: { email } };
}

const lastNoted = new Map<string, number>();

/**
 * Records that the user is active (a request from one of their tabs or the extension), at most
 * once per `everyMs` per instance: the mention email waits for a quiet spell.
 */
export function noteActivity(userId: string, everyMs: number) {
  const now = Date.now();
  if (now - (lastNoted.get(userId) ?? 0) < everyMs) return;
  lastNoted.set(userId, now);
  if (lastNoted.size > 50_000) lastNoted.clear();
  prisma()
    .$executeRaw`INSERT INTO notification_settings (user_id, unsubscribe_token, last_active_at)
      VALUES (${userId}::uuid, ${newToken()}, now())
      ON CONFLICT (user_id) DO UPDATE SET last_active_at = now()`.catch(() =>
    lastNoted.delete(userId),
  );
}

/** The end of a notification email: its unsubscribe link, and the one-click one for headers. */
export async function emailFooter(
  userId: string,
  appOrigin: string,
  email: EmailKind,
  what: string,
) {
  const token = await unsubscribeToken(userId);
  return {
    text: [
      '',
      '—',
      `Stop ${what}: ${unsubscribeLink(appOrigin, token, email)}`,
      `Choose what you hear about: ${appOrigin}/settings#notifications`,
    ].join('\n'),
    unsubscribeUrl: oneClickUnsubscribeLink(appOrigin, token, email),
  };
}
