import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Lowercase base32 without padding or the look-alikes l, o, 0 and 1: 5 bits a character. */
export const TOKEN_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** `length` random characters of TOKEN_ALPHABET (24 carry 120 bits). */
export function randomToken(length = 24): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += TOKEN_ALPHABET[byte & 31];
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
