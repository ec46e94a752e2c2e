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
  const [id, secret, ...rest] = token.split('.');
  const part = /^[a-z2-9]{24}$/;
  return id && secret && rest.length === 0 && part.test(id) && part.test(secret)
    ? { id, secret }
    : null;
}
