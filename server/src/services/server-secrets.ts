import { randomBytes } from 'node:crypto';
import { prisma } from '../db/client.js';

// Secrets the server makes for itself (no environment variable to set): made once, kept in the
// database, so they survive restarts, are shared by every instance and travel with a backup.

/** Signs the resized-image addresses the app hands out (images/variant-signing.ts). */
export const IMAGE_VARIANTS_SECRET = 'image_variants';

/** Derives the token of an invite's copyable link (services/teams/invites.ts). */
export const INVITE_LINKS_SECRET = 'invite_links';

/** Encrypts the signing secrets of outgoing webhooks (services/webhooks/webhook-secrets.ts). */
export const WEBHOOK_SECRETS_SECRET = 'webhook_secrets';

/** The secret named `name`: 32 random bytes, made by the first instance that asks. */
export async function serverSecret(name: string): Promise<Buffer> {
  await prisma().serverSecret.createMany({
    data: [{ name, value: randomBytes(32) }],
    skipDuplicates: true,
  });
  const { value } = await prisma().serverSecret.findUniqueOrThrow({ where: { name } });
  return Buffer.from(value);
}
