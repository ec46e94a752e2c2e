import { prisma } from '../db/client.js';
import { emailHtmlText } from '../email/email-text.js';

/** Emails converted per statement: each carries up to 2 MB of HTML. */
const BATCH = 20;

/**
 * Gives email swipes saved before their HTML was indexed (emailText null) the text of their
 * HTML, in batches, at start-up and in the background (server.ts); each row is written only
 * while still null, so instances running it at once agree. Stops between batches once
 * `stopped()` says so. Answers how many swipes it converted.
 */
export async function backfillEmailText(stopped: () => boolean): Promise<number> {
  let converted = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  while (!stopped()) {
    const rows = await prisma().swipe.findMany({
      where: { kind: 'EMAIL', emailHtml: { not: null }, emailText: null, id: { gt: after } },
      select: { id: true, emailHtml: true },
      orderBy: { id: 'asc' },
      take: BATCH,
    });
    for (const row of rows) {
      // Raw, so the swipe's updatedAt stays: nobody changed it.
      converted += await prisma().$executeRaw`
        UPDATE swipe SET email_text = ${emailHtmlText(row.emailHtml ?? '')}
        WHERE id = ${row.id}::uuid AND email_text IS NULL`;
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = last.id;
  }
  return converted;
}
