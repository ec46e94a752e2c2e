import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Lowercase base32 without padding: 24 characters carry 120 bits.
const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';

export function randomToken(length = 24): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += alphabet[byte & 31];
  return out;
}

export function sha256(value: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHash('sha256').update(value).digest());
}

export function sameHash(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A token is `<id>.<secret>`: the id finds the row, the secret is checked against its hash. */
export function splitToken(token: string): { id: string; secret: string } | null {
  const match = /^([a-z2-9]{24})\.([a-z2-9]{24})$/.exec(token);
  return match ? { id: match[1]!, secret: match[2]! } : null;
}
