import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Lowercase base32 without padding or the look-alikes l, o, 0 and 1: 5 bits a character. */
export const TOKEN_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * Length of the halves of session, API-token and hand-off tokens: 32 characters, 160 bits
 * (at least 128 bits of secret, docs/auth.md).
 */
export const SECRET_LENGTH = 32;
/** Tokens issued before secrets grew (120 bits): still accepted until they expire or are revoked. */
const LEGACY_LENGTH = 24;

/** `length` random characters of TOKEN_ALPHABET, 5 bits each. */
export function randomToken(length = SECRET_LENGTH): string {
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

const TOKEN_PART = new RegExp(
  `^[${TOKEN_ALPHABET}]{${SECRET_LENGTH}}$|^[${TOKEN_ALPHABET}]{${LEGACY_LENGTH}}$`,
);

/** A token is `<id>.<secret>`: the id finds the row, the secret is checked against its hash. */
export function splitToken(token: string): { id: string; secret: string } | null {
  const [id, secret, ...rest] = token.split('.');
  return id && secret && rest.length === 0 && TOKEN_PART.test(id) && TOKEN_PART.test(secret)
    ? { id, secret }
    : null;
}
