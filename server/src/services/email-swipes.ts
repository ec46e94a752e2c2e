import type { CaptureBrowser } from '../capture/index.js';
import { renderEmail } from '../capture/index.js';
import type { Config } from '../config.js';
import { prisma } from '../db/client.js';
import type { Mailbox } from '../email/forwarded.js';
import type { Mailer } from '../email/mailer.js';
import { type InboundMessage, parseInboundMessage } from '../email/parse-inbound.js';
import { sanitizeEmailHtml } from '../email/sanitize-email-html.js';
import { validateAndNormalizeUpload } from '../images/upload-rules.js';
import { publicFilePath, type Storage, SWIPE_IMAGE } from '../storage/storage.js';
import { AuditType, recordAudit } from './audit.js';
import { SwipeLimitError } from './errors.js';
import { inboundEmailTeam } from './inbound-email.js';
import { deleteSwipeFiles, type EmailImage } from './swipe-media.js';
import { createSwipe, swipeRules } from './swipes.js';
import { completeOnboardingStep } from './user-metadata.js';
import { teamContentVisibleTo, uuidOrNobody } from './visibility.js';

// An inbound message becomes an EMAIL swipe (docs/inbound-email.md): parsed and checked, its
// images normalised and stored, its HTML sanitised, the swipe created under the Free cap, and
// the screenshot left to the capture job.

export interface EmailSwipeDeps {
  storage: Storage;
  mailer: Mailer;
  config: Pick<Config, 'FREE_SWIPE_LIMIT' | 'APP_ORIGIN' | 'DATA_DIR'>;
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

/** Stores the message's images; returns them with the stored path of each `cid:`. */
async function storeImages(storage: Storage, message: InboundMessage) {
  const files: EmailImage[] = [];
  const pathByCid = new Map<string, string>();
  try {
    for (const image of message.images) {
      // Same rules as uploads: recognised by content, bounded, re-encoded; others are skipped.
      const checked = await validateAndNormalizeUpload(image.data);
      if (!checked.ok) continue;
      const { data, contentType, width, height } = checked.image;
      const { key } = await storage.put(SWIPE_IMAGE, data, contentType);
      const filename = image.filename?.slice(0, 200) ?? null;
      files.push({ key, width, height, contentType, filename, inline: image.inline });
      if (image.cid) pathByCid.set(image.cid.toLowerCase(), publicFilePath(SWIPE_IMAGE, key));
    }
  } catch (error) {
    for (const file of files) await storage.delete(SWIPE_IMAGE, file.key);
    throw error;
  }
  return { files, pathByCid };
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

/**
 * Saves a parsed message as an EMAIL swipe of the user's inbound team (inbound-email.ts): the
 * original's subject as title and sender as source, the sanitised HTML and text, its images.
 * Nothing is half-saved: the stored images are removed again when the swipe is not created.
 */
export async function saveEmailSwipe(
  userId: string,
  message: InboundMessage,
  deps: EmailSwipeDeps,
): Promise<Delivery> {
  const team = await inboundEmailTeam(userId);
  if (!team) return { kind: 'not_saved', message: 'This address has no team to save email to.' };
  const title = (message.subject.replace(/\s+/g, ' ').trim() || NO_SUBJECT).slice(
    0,
    swipeRules.titleMax,
  );
  const { files: emailImages, pathByCid } = await storeImages(deps.storage, message);
  const files = { storage: deps.storage, dataDir: deps.config.DATA_DIR };
  let result: Awaited<ReturnType<typeof createSwipe>>;
  try {
    const html = message.html
      ? sanitizeEmailHtml(message.html, {
          resolveCid: (cid) => pathByCid.get(cid.toLowerCase()) ?? null,
          dropForwardHeader: message.forwarded,
        })
      : null;
    result = await createSwipe(
      userId,
      {
        teamId: team.id,
        kind: 'EMAIL',
        createdVia: 'EMAIL',
        title,
        ...(html
          ? { email: { source: senderText(message.sender), html, text: message.text } }
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
  } catch (error) {
    await deleteSwipeFiles(files, { emailImages });
    throw error;
  }
  if (!result.ok) {
    await deleteSwipeFiles(files, { emailImages });
    const [error] = result.errors;
    if (error instanceof SwipeLimitError) {
      const noticeSent = await tellOverCap(userId, team.id, title, error, deps);
      return { kind: 'over_cap', teamId: team.id, noticeSent };
    }
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
  const deliveries: Delivery[] = [];
  for (const userId of new Set(userIds)) {
    deliveries.push(await saveEmailSwipe(userId, parsed.message, deps));
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
  config: Pick<Config, 'CAPTURE_TIMEOUT_MS' | 'CAPTURE_ALLOW_PRIVATE_ADDRESSES'>;
}

const storedImagePath = /^\/files\/swipe_image\/([a-z2-7]{24}\.(?:jpg|png|webp|gif|avif))$/;

/**
 * Screenshots an email swipe's stored HTML (the capture job calls it). Rejects with a
 * `CaptureError` when it cannot be rendered.
 */
export async function renderEmailSwipe(html: string, deps: EmailRenderDeps) {
  return renderEmail(html, {
    browser: deps.browser,
    timeoutMs: deps.config.CAPTURE_TIMEOUT_MS,
    allowPrivate: deps.config.CAPTURE_ALLOW_PRIVATE_ADDRESSES,
    assets: async (path) => {
      const key = storedImagePath.exec(path)?.[1];
      return key ? deps.storage.get(SWIPE_IMAGE, key) : null;
    },
  });
}
