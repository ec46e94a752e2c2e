import { type AiSettings, STOPPED_BY_SERVER, streamCompletion } from '../../ai/provider.js';
import { REMIX_SYSTEM_PROMPT, type RemixBrief, remixUserMessage } from '../../ai/remix-prompt.js';
import { prisma } from '../../db/client.js';
import { publishEvent } from '../../realtime/event-bus.js';
import { releaseAiVariants } from './ai-usage.js';

// Writes a remix's variants side by side, streaming each into the database and onto the
// `remix` channel as it is written (docs/remix.md). The channel carries the text so far, so a
// subscriber needs no read per event; the database has it at most a second behind, and
// exactly at the end. A variant that fails keeps what was written and says why.

const PUBLISH_EVERY_MS = 100;
const SAVE_EVERY_MS = 1000;

const writing = new Set<{ abort: AbortController; done: Promise<void> }>();

export interface RemixToWrite {
  id: string;
  teamId: string;
  createdAt: Date;
  brief: RemixBrief;
  variants: readonly { id: string; position: number }[];
}

export function writeRemix(remix: RemixToWrite, settings: AiSettings) {
  const abort = new AbortController();
  const entry = { abort, done: Promise.resolve() };
  entry.done = (async () => {
    const outcomes = await Promise.all(
      remix.variants.map((variant) => writeVariant(remix, variant, settings, abort.signal)),
    );
    const unwritten = outcomes.filter((outcome) => outcome === 'nothing').length;
    await releaseAiVariants(remix.teamId, unwritten, remix.createdAt).catch((error) =>
      console.error('Giving back unwritten AI Remix variants failed', error),
    );
    publishEvent('remix', remix.id, { kind: 'FINISHED' });
  })().finally(() => writing.delete(entry));
  writing.add(entry);
}

async function writeVariant(
  remix: RemixToWrite,
  variant: { id: string; position: number },
  settings: AiSettings,
  signal: AbortSignal,
): Promise<'written' | 'nothing'> {
  let text = '';
  let published = 0;
  let saved = Date.now();
  let saving: Promise<unknown> = Promise.resolve();
  const save = (data: { text: string; status?: 'DONE' | 'FAILED'; error?: string | null }) => {
    // Each save after the one before, whether that one failed or not (the last must run).
    saving = saving
      .catch(() => {})
      .then(() =>
        prisma().remixVariant.update({ where: { id: variant.id }, data, select: { id: true } }),
      );
    return saving;
  };
  const tell = (status: 'WRITING' | 'DONE' | 'FAILED', error: string | null) =>
    publishEvent('remix', remix.id, {
      kind: 'VARIANT',
      variantId: variant.id,
      text,
      status,
      error,
    });

  let error: string | null;
  try {
    error = await streamCompletion(settings, {
      system: REMIX_SYSTEM_PROMPT,
      prompt: remixUserMessage(remix.brief, variant.position, remix.variants.length),
      signal,
      onText(delta) {
        text += delta;
        const now = Date.now();
        if (now - published >= PUBLISH_EVERY_MS) {
          published = now;
          tell('WRITING', null);
        }
        if (now - saved >= SAVE_EVERY_MS) {
          saved = now;
          save({ text }).catch(() => {});
        }
      },
    });
  } catch (failure) {
    console.error('AI Remix writing failed', failure);
    error = 'Writing this variant failed on the server.';
  }
  text = text.trim();
  const status = error ? 'FAILED' : 'DONE';
  await save({ text, status, error }).catch((failure) =>
    console.error('Saving an AI Remix variant failed', failure),
  );
  tell(status, error);
  return text ? 'written' : 'nothing';
}

/**
 * A variant's status as readers see it: one still WRITING long after its last save was being
 * written by an instance that stopped, and is shown as failed (its text is kept).
 */
export function variantStatus(
  variant: { status: 'WRITING' | 'DONE' | 'FAILED'; updatedAt: Date; error?: string | null },
  settings: Pick<AiSettings, 'AI_TIMEOUT_SECONDS'>,
  now = Date.now(),
): { status: 'WRITING' | 'DONE' | 'FAILED'; error: string | null } {
  const stale = now - variant.updatedAt.getTime() > (settings.AI_TIMEOUT_SECONDS + 60) * 1000;
  if (variant.status === 'WRITING' && stale) return { status: 'FAILED', error: STOPPED_BY_SERVER };
  return { status: variant.status, error: variant.error ?? null };
}

/** Stops every remix being written on this instance; each keeps its text and says why. */
export async function stopRemixWriting() {
  const entries = [...writing];
  for (const entry of entries) entry.abort.abort();
  await Promise.all(entries.map((entry) => entry.done));
}
