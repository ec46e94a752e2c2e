import type { IncomingMessage } from 'node:http';
import { isNamespace, isStorageKey, type Storage } from '../storage/storage.js';

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
// here before answering from its disk cache, so a variant cached earlier (on this instance or
// another) does not outlive its original.

/** Whether this request may read the file; false answers 404 (a refusal never says more). */
export async function mayReadFile(
  _req: IncomingMessage,
  storage: Storage,
  namespace: string,
  key: string,
): Promise<boolean> {
  if (!isNamespace(namespace) || !isStorageKey(key)) return false;
  return storage.exists(namespace, key);
}
