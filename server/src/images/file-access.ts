import { isStorageKey, SWIPE_IMAGE } from '../storage/storage.js';

// Who may read a stored file, asked by both routes that serve one: `/files/<namespace>/<key>`
// (the original) and `/_next/image?url=/files/…` (a resized copy), so resizing never grants
// what the file route would refuse.
//
// The rule today (docs/swipes.md, "Pictures"): a stored file is readable by anyone who has its
// address, with or without a session, for as long as it is stored. Its key is a 120-bit random
// capability name handed out only with the swipe, the email, the example or the published
// collection that shows it; that is what lets a published collection's pictures load for
// signed-out visitors and in frames, and a removed email's images load in its sandboxed frame.
// A file that is gone (its swipe deleted) is refused everywhere at once: the image endpoint asks
// the storage whether it exists before answering from its disk cache, so a variant cached
// earlier (on this instance or another) does not outlive its original.

/**
 * Whether a file of this name may be read: the names the storage hands out. Whether it still
 * exists is the storage's to say: the file route's read answers that; the resize route asks
 * `storage.exists` before its cache (a variant must not outlive its original).
 */
export function mayReadFile(namespace: string, key: string): boolean {
  // Export ZIPs (swipe_export) are the downloading user's alone: never served here.
  return namespace === SWIPE_IMAGE && isStorageKey(key);
}
