import type { CaptureBrowser } from '../../capture/index.js';
import { renderEmail } from '../../capture/index.js';
import type { Config } from '../../config.js';
import { prisma } from '../../db/client.js';
import { emailHtmlText } from '../../email/email-text.js';
import type { Mailbox } from '../../email/forwarded.js';
import type { Mailer } from '../../email/mailer.js';
import { type InboundMessage, parseInboundMessage } from '../../email/parse-inbound.js';
import { type Storage, SWIPE_IMAGE } from '../../storage/storage.js';
import { completeOnboardingStep } from '../accounts/user-metadata.js';
import { AuditType, recordAudit } from '../admin/audit.js';
import { teamSwipeAllowance } from '../billing/swipe-limits.js';
import { SwipeLimitError } from '../errors.js';
import { deleteSwipeFiles } from '../swipes/swipe-media.js';
import { createSwipe, swipeRules } from '../swipes/swipes.js';
import { teamContentVisibleTo, uuidOrNobody } from '../teams/visibility.js';
import { prepareEmail, storeEmailImages } from './email-images.js';
import { inboundEmailTeam } from './inbound-email.js';

// An inbound message becomes an EMAIL swipe (docs/inbound-email.md): parsed and checked; each
// recipient's team (a role that may add swipes) and the Free cap checked before anything is
// fetched or stored; then, once per message, its images normalised, its remote images fetched
// (email-images.ts), its HTML sanitised and its images stored; per recipient a swipe created
// under the Free cap, all of them pointing at the same stored images (a shared file is removed
// with the last swipe that uses it, swipe-media.ts); the screenshot is left to the capture job.

export interface EmailSwipeDeps {
  storage: Storage;
  mailer: Mailer;
  config: Pick<
    Config,
    'FREE_SWIPE_LIMIT' | 'APP_ORIGIN' | 'DATA_DIR' | 'CAPTURE_ALLOW_PRIVATE_ADDRESSES'
  >;
}

export type Delivery =
  | { kind: 'saved'; swipeId: string; teamId: string }
  /** Kept out by the Free cap; the user was told by email unless told within the hour. */
  | { kind: 'over_cap'; teamId: string; noticeSent: boolean }
  | { kind: 'not_saved'; message: string };

/** One notice per user per hour: a burst of forwards at the cap sends one email, not many. */
export const CAP_NOTICE_INTERVAL_MS = 60 * 60 * 1000;
const NO_SUBJECT = '(no subject)';

function senderText(sender: Mailbox | null): string | null {
  if (!sender) return null;
  const text =
    sender.name && sender.address
      ? `${sender.name} <${sender.address}>`
      : sender.name || sender.address;
  return text ? text.slice(0, 300) : null;
}

async function tellOverCap(
  userId: string,
  teamId: string,
  subject: string,
  error: SwipeLimitError,
  deps: EmailSwipeDeps,
) {
  const recent = await prisma().auditEvent.count({
    where: {
      userId,
      type: AuditType.inboundEmailOverCap,
      createdAt: { gte: new Date(Date.now() - CAP_NOTICE_INTERVAL_MS) },
      data: { path: ['noticeSent'], equals: true },
    },
  });
  const noticeSent = recent === 0;
  if (noticeSent) {
    const [user, team] = await Promise.all([
      prisma().user.findUniqueOrThrow({
        where: { id: userId },
        select: { email: true, name: true },
      }),
      prisma().team.findUniqueOrThrow({ where: { id: teamId }, select: { name: true } }),
    ]);
    const shown = subject.replace(/\s+/g, ' ').slice(0, 100);
    const origin = deps.config.APP_ORIGIN.replace(/\/$/, '');
    await deps.mailer.send({
      to: user.email,
      subject: `Not saved: “${shown}”`,
      text: [
        `Hi ${user.name},`,
        '',
        `Swipestack received the email “${shown}” you forwarded, but did not save it to ${team.name}. ${error.message}.`,
        '',
        `To save emails again, upgrade ${team.name} or delete swipes you no longer need, then forward the email once more:`,
        `${origin}/settings#billing`,
        '',
        'You can also choose another team for forwarded emails:',
        `${origin}/settings#email-swipes`,
        '',
        'This notice is sent at most once an hour; emails forwarded meanwhile are not saved either.',
      ].join('\n'),
    });
  }
  await recordAudit({
    type: AuditType.inboundEmailOverCap,
    userId,
    teamId,
    data: { subject: subject.slice(0, 300), noticeSent },
  });
  return noticeSent;
}

type Team = { id: string; name: string };

const titleOf = (message: InboundMessage) =>
  (message.subject.replace(/\s+/g, ' ').trim() || NO_SUBJECT).slice(0, swipeRules.titleMax);

async function overCap(userId: string, team: Team, message: InboundMessage, deps: EmailSwipeDeps) {
  const error = new SwipeLimitError(deps.config.FREE_SWIPE_LIMIT);
  const noticeSent = await tellOverCap(userId, team.id, titleOf(message), error, deps);
  return { kind: 'over_cap' as const, teamId: team.id, noticeSent };
}

type StoredEmail = Awaited<ReturnType<typeof storeEmailImages>> & { htmlText: string };

/**
 * Saves a message as an EMAIL swipe of the user's inbound team (inbound-email.ts): the
 * original's subject as title and sender as source, the sanitised HTML and text, and the
 * message's stored images (stored once, shared by every recipient's swipe).
 */
async function saveEmailSwipe(
  userId: string,
  team: Team,
  message: InboundMessage,
  stored: StoredEmail,
  deps: EmailSwipeDeps,
): Promise<Delivery> {
  const { files: emailImages, html, htmlText } = stored;
  const result = await createSwipe(
    userId,
    {
      teamId: team.id,
      kind: 'EMAIL',
      createdVia: 'EMAIL',
      title: titleOf(message),
      ...(html
        ? { email: { source: senderText(message.sender), html, text: message.text, htmlText } }
        : {}),
      media: {
        ...(html ? { hasEmailHtml: true } : {}),
        ...(emailImages.length ? { emailImages } : {}),
        // Without HTML there is nothing to screenshot: the first image stands for the email.
        ...(!html && emailImages[0] ? { image: emailImages[0] } : {}),
      },
    },
    { freeSwipeLimit: deps.config.FREE_SWIPE_LIMIT },
  );
  if (!result.ok) {
    const [error] = result.errors;
    if (error instanceof SwipeLimitError) return overCap(userId, team, message, deps);
    return { kind: 'not_saved', message: error?.message ?? 'The email could not be saved.' };
  }
  await completeOnboardingStep(userId, 'swipe_email');
  return { kind: 'saved', swipeId: result.value.swipeId, teamId: team.id };
}

export type InboundDelivery =
  | { ok: true; deliveries: Delivery[] }
  /** Refused as a whole: nothing was saved for anyone. */
  | { ok: false; message: string };

/** A raw message (within the size limit) for each of its known recipients. */
export async function deliverInboundEmail(
  userIds: readonly string[],
  raw: Buffer,
  deps: EmailSwipeDeps,
): Promise<InboundDelivery> {
  const parsed = await parseInboundMessage(raw);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const message = parsed.message;
  // Cheap checks first: a recipient whose mail has no team or whose team is at the cap costs
  // no fetch and no file.
  const checked: ({ userId: string; team: Team } | Delivery)[] = [];
  for (const userId of new Set(userIds)) {
    const team = await inboundEmailTeam(userId);
    if (!team) {
      checked.push({ kind: 'not_saved', message: 'This address has no team to save email to.' });
    } else if (!(await teamSwipeAllowance(team.id, deps.config.FREE_SWIPE_LIMIT))?.canSwipe) {
      // Checked again, under a lock, when the swipe is inserted.
      checked.push(await overCap(userId, team, message, deps));
    } else {
      checked.push({ userId, team });
    }
  }
  const accepted = checked.filter((entry) => !('kind' in entry));
  if (!accepted.length) return { ok: true, deliveries: checked as Delivery[] };
  // Once per message: images normalised, remote ones fetched, HTML sanitised, images stored.
  const prepared = await prepareEmail(message, { config: deps.config });
  const images = await storeEmailImages(deps.storage, prepared);
  const stored = { ...images, htmlText: images.html ? emailHtmlText(images.html) : '' };
  const deliveries: Delivery[] = [];
  try {
    for (const entry of checked) {
      deliveries.push(
        'kind' in entry
          ? entry
          : await saveEmailSwipe(entry.userId, entry.team, message, stored, deps),
      );
    }
  } finally {
    // Nothing half-saved: images no swipe points at are removed again.
    if (!deliveries.some((delivery) => delivery.kind === 'saved')) {
      const files = { storage: deps.storage, dataDir: deps.config.DATA_DIR };
      await deleteSwipeFiles(files, { emailImages: stored.files });
    }
  }
  return { ok: true, deliveries };
}

/** The stored, sanitised HTML of an email swipe the user may see, or null. */
export async function emailHtmlOf(userId: string, swipeId: string): Promise<string | null> {
  const swipe = await prisma().swipe.findFirst({
    where: { id: uuidOrNobody(swipeId), kind: 'EMAIL', ...teamContentVisibleTo(userId) },
    select: { emailHtml: true },
  });
  return swipe?.emailHtml ?? null;
}

export interface EmailRenderDeps {
  storage: Storage;
  browser: CaptureBrowser;
  config: Pick<Config, 'CAPTURE_TIMEOUT_MS'>;
}

const storedImagePath = /^\/files\/swipe_image\/([a-z2-7]{24}\.(?:jpg|png|webp|gif|avif))$/;

/**
 * Screenshots an email swipe's stored HTML (the capture job calls it) from our own copies of
 * its images: nothing else is loaded. Rejects with a `CaptureError` when it cannot be rendered.
 */
export async function renderEmailSwipe(html: string, deps: EmailRenderDeps) {
  return renderEmail(html, {
    browser: deps.browser,
    timeoutMs: deps.config.CAPTURE_TIMEOUT_MS,
    assets: async (path) => {
      const key = storedImagePath.exec(path)?.[1];
      return key ? deps.storage.get(SWIPE_IMAGE, key) : null;
    },
  });
}
