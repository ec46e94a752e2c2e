import { prisma } from '../../db/client.js';
import { emailHtmlText } from '../../email/email-text.js';
import { enqueueImageText } from '../../jobs/queue.js';

// Swipes saved before their email HTML and the words in their pictures were indexed are
// indexed in the background at start-up (server.ts). Each row is written only while it still
// needs it, so instances running this at once agree.

/** Emails converted per statement: each carries up to 2 MB of HTML. */
const EMAIL_BATCH = 20;
/** Swipes queued for reading per statement. */
const IMAGE_BATCH = 100;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Gives email swipes whose HTML was never converted (emailText null) the text of their HTML, in
 * batches; stops between batches once `stopped()` says so. Answers how many it converted.
 */
export async function backfillEmailText(stopped: () => boolean): Promise<number> {
  let converted = 0;
  let after = FIRST_ID;
  while (!stopped()) {
    const rows = await prisma().swipe.findMany({
      where: { kind: 'EMAIL', emailHtml: { not: null }, emailText: null, id: { gt: after } },
      select: { id: true, emailHtml: true },
      orderBy: { id: 'asc' },
      take: EMAIL_BATCH,
    });
    for (const row of rows) {
      // Raw, so the swipe's updatedAt stays: nobody changed it.
      converted += await prisma().$executeRaw`
        UPDATE swipe SET email_text = ${emailHtmlText(row.emailHtml ?? '')}
        WHERE id = ${row.id}::uuid AND email_text IS NULL`;
    }
    const last = rows.at(-1);
    if (!last || rows.length < EMAIL_BATCH) break;
    after = last.id;
  }
  return converted;
}

/**
 * Queues the reading of the words in pictures (OCR) for swipes that have pictures but were
 * never read (imageTextStatus NONE): an image, or an email's images. Answers how many it queued.
 */
export async function backfillImageText(stopped: () => boolean): Promise<number> {
  let queued = 0;
  let after = FIRST_ID;
  while (!stopped()) {
    const rows = await prisma().$queryRaw<{ id: string }[]>`
      SELECT id::text FROM swipe
      WHERE image_text_status = 'NONE' AND id > ${after}::uuid
        AND (media ? 'image' OR jsonb_array_length(COALESCE(media -> 'emailImages', '[]')) > 0)
      ORDER BY id LIMIT ${IMAGE_BATCH}`;
    for (const { id } of rows) {
      queued += await prisma().$transaction(async (tx) => {
        const marked = await tx.$executeRaw`
          UPDATE swipe SET image_text_status = 'PENDING'
          WHERE id = ${id}::uuid AND image_text_status = 'NONE'`;
        if (marked) await enqueueImageText(tx, id);
        return marked;
      });
    }
    const last = rows.at(-1);
    if (!last || rows.length < IMAGE_BATCH) break;
    after = last.id;
  }
  return queued;
}
