import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { serverSecret, WEBHOOK_SECRETS_SECRET } from '../server-secrets.js';

// A webhook's signing secret: shown to the admin once (at creation and on rotation) and kept so
// the server can sign, encrypted with a key of the server's own (AES-256-GCM). The key lives in
// the database too (server_secret), so this keeps the secrets out of a dump of one table or a
// log of rows, not out of a full copy of the database.

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A new secret as the admin copies it: `whsec_` and 32 random bytes in base64url. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export async function encryptWebhookSecret(secret: string): Promise<Uint8Array<ArrayBuffer>> {
  const key = await serverSecret(WEBHOOK_SECRETS_SECRET);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return new Uint8Array(Buffer.concat([iv, cipher.getAuthTag(), sealed]));
}

export async function decryptWebhookSecret(stored: Uint8Array): Promise<string> {
  const key = await serverSecret(WEBHOOK_SECRETS_SECRET);
  const bytes = Buffer.from(stored);
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

/** `Swipestack-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
