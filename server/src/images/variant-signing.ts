import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverBinding } from '../server-scope.js';
import { publicFilePath, SWIPE_IMAGE } from '../storage/storage.js';

// Resized copies cost a core for up to seconds each, so the image endpoint makes them only for
// addresses the app handed out (docs/swipes.md, "Pictures"). A stored image's path, as every
// API field gives it, carries a signature: `/files/swipe_image/<key>?s=<signature>`, an HMAC of
// the path and the quality the app asks for (75) with a secret the server keeps in its database
// (services/server-secrets.ts). Clients pass that path on as the endpoint's `url`
// (`/_next/image?url=<path?s=…>&w=<width>&q=75`) and pick the width from the spec's list
// themselves (a srcset), so the width is not signed: one image has at most 16 variants a
// client can ask for. The original (`/files/…`) ignores the query.

/** The quality the app's image addresses ask for (web/src/lib/images.ts). */
export const DEFAULT_QUALITY = 75;

const signingKey = serverBinding<Buffer>('image signing key');

/** Binds the secret once at start-up (server.ts); tests without a database bind their own. */
export function bindVariantSigningKey(key: Buffer) {
  signingKey.bind(key);
}

function signature(path: string, quality: number): string {
  const key = signingKey.get();
  if (!key) throw new Error('The image signing key is not loaded yet');
  return createHmac('sha256', key).update(`${path}\n${quality}`).digest('base64url').slice(0, 22);
}

/** A stored image's path, signed for its resized copies at `quality`. */
export function signedImagePath(key: string, quality = DEFAULT_QUALITY): string {
  const path = publicFilePath(SWIPE_IMAGE, key);
  return `${path}?s=${signature(path, quality)}`;
}

/** Whether `given` is the signature of `path` at `quality`. */
export function signatureHolds(path: string, quality: number, given: string): boolean {
  const expected = Buffer.from(signature(path, quality));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
