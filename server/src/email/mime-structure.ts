import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Splitter } from '@zone-eu/mailsplit';

/** Real mail nests 3–5 levels (mixed › related › alternative › text), a forward a few more. */
export const MAX_MIME_DEPTH = 12;
/** Real mail has a handful of parts; a newsletter with inline images a few dozen. */
export const MAX_MIME_PARTS = 200;
/** The header block of one part. */
export const MAX_MIME_HEAD_BYTES = 64 * 1024;

export type StructureResult =
  | { ok: true; parts: number; depth: number }
  | { ok: false; message: string };

/**
 * Walks a raw message's MIME tree (headers and boundaries only, bodies are skipped over, not
 * decoded) and refuses one with too many parts, parts nested too deep or an oversized header
 * block, before anything parses it for real. Inline `message/rfc822` parts count as nested.
 */
export async function checkMimeStructure(raw: Buffer): Promise<StructureResult> {
  let parts = 0;
  let depth = 0;
  let refusal: string | null = null;
  const splitter = new Splitter({
    maxHeadSize: MAX_MIME_HEAD_BYTES,
    maxChildNodes: MAX_MIME_PARTS + 1,
  });
  splitter.on('data', (chunk: { type: string; parentNode?: unknown }) => {
    if (chunk.type !== 'node' || refusal) return;
    parts += 1;
    let level = 1;
    for (let node = chunk.parentNode; node; node = (node as { parentNode?: unknown }).parentNode) {
      level += 1;
    }
    depth = Math.max(depth, level);
    if (parts > MAX_MIME_PARTS) {
      refusal = `The message has more than ${MAX_MIME_PARTS} MIME parts.`;
    } else if (depth > MAX_MIME_DEPTH) {
      refusal = `The message's MIME parts are nested more than ${MAX_MIME_DEPTH} levels deep.`;
    }
    if (refusal) splitter.destroy(new Error(refusal));
  });
  try {
    await pipeline(Readable.from([raw]), splitter);
  } catch (error) {
    if (refusal) return { ok: false, message: refusal };
    const reason = error instanceof Error ? error.message : String(error);
    if (/child nodes/i.test(reason)) {
      return { ok: false, message: `The message has more than ${MAX_MIME_PARTS} MIME parts.` };
    }
    if (/head/i.test(reason)) {
      return { ok: false, message: 'A header block of the message is too large.' };
    }
    return { ok: false, message: 'The message is not valid MIME.' };
  }
  if (refusal) return { ok: false, message: refusal };
  return { ok: true, parts, depth };
}
