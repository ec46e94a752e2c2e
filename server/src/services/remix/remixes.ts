import {
  AI_REMIX_OFF,
  REMIX_BRIEF_LIMITS,
  REMIX_PARTS,
  REMIX_VARIANTS,
  type RemixPartValue,
} from '@swipestack/common/remix';
import { type AiSettings, aiConfigured } from '../../ai/provider.js';
import { prisma } from '../../db/client.js';
import { FieldError, NotAllowedError, NotFoundError, type ServiceResult } from '../errors.js';
import { Permission, requireTeamRole } from '../teams/permissions.js';
import { uuidOrNobody } from '../teams/visibility.js';
import { type AiQuotaError, releaseAiVariants, reserveAiVariants } from './ai-usage.js';
import { remixableSwipeSelect, remixSourceText } from './remix-source.js';
import { writeRemix } from './remix-writer.js';

// AI Remix (docs/remix.md): a brief, optionally a swipe to start from, and N variants written
// by the team's AI provider. Editors and above remix, rate, edit and save; every member reads.

/** No provider is set up: the remix cannot be written (the setup is in `aiRemixSetup`). */
export class AiUnavailableError {
  readonly message = AI_REMIX_OFF;
}

export interface RemixInput {
  teamId: string;
  sourceSwipeId?: string | null | undefined;
  product: string;
  audience?: string | null | undefined;
  tone?: string | null | undefined;
  parts: readonly string[];
  variants?: number | null | undefined;
}

export type RemixError =
  | FieldError
  | NotAllowedError
  | NotFoundError
  | AiQuotaError
  | AiUnavailableError;

const count = (n: number) => n.toLocaleString('en-US');

function briefField(
  field: keyof typeof REMIX_BRIEF_LIMITS,
  name: string,
  value: string | null | undefined,
  errors: FieldError[],
) {
  const text = (value ?? '').trim();
  const max = REMIX_BRIEF_LIMITS[field];
  if (text.length > max)
    errors.push(
      new FieldError(
        field,
        `${name} can be at most ${count(max)} characters (this one has ${count(text.length)}).`,
      ),
    );
  return text;
}

function cleanBrief(input: RemixInput, errors: FieldError[]) {
  const product = briefField('product', 'The product description', input.product, errors);
  if (!product && !errors.length)
    errors.push(new FieldError('product', 'Describe the product the copy is for.'));
  const audience = briefField('audience', 'The audience', input.audience, errors);
  const tone = briefField('tone', 'The tone', input.tone, errors);
  const known = new Set<string>(REMIX_PARTS.map((part) => part.value));
  const parts = REMIX_PARTS.map((part) => part.value).filter((part) => input.parts.includes(part));
  if (input.parts.some((part) => !known.has(part)))
    errors.push(new FieldError('parts', 'Choose parts from the list.'));
  else if (!parts.length)
    errors.push(new FieldError('parts', 'Choose at least one part to write.'));
  const variants = input.variants ?? REMIX_VARIANTS.default;
  if (!Number.isInteger(variants) || variants < REMIX_VARIANTS.min || variants > REMIX_VARIANTS.max)
    errors.push(
      new FieldError(
        'variants',
        `Ask for ${REMIX_VARIANTS.min} to ${REMIX_VARIANTS.max} variants.`,
      ),
    );
  return { product, audience, tone, parts: parts as RemixPartValue[], variants };
}

async function sourceOf(teamId: string, swipeId: string | null | undefined) {
  if (!swipeId) return { ok: true as const, source: null };
  const swipe = await prisma().swipe.findFirst({
    where: { id: uuidOrNobody(swipeId), teamId },
    select: { id: true, title: true, ...remixableSwipeSelect },
  });
  if (!swipe) return { ok: false as const, error: new NotFoundError('This swipe does not exist.') };
  const text = remixSourceText(swipe);
  if (!text)
    return {
      ok: false as const,
      error: new FieldError(
        'sourceSwipeId',
        'This swipe has no text to remix yet: add notes, or wait until its page or image text has been read.',
      ),
    };
  return { ok: true as const, source: { id: swipe.id, title: swipe.title, text } };
}

export async function createRemix(
  userId: string,
  input: RemixInput,
  settings: AiSettings,
): Promise<ServiceResult<{ remixId: string }, RemixError>> {
  const access = await requireTeamRole(userId, input.teamId, Permission.editContent);
  if (!access.ok) return { ok: false, errors: [access.error] };
  if (!aiConfigured(settings)) return { ok: false, errors: [new AiUnavailableError()] };
  const errors: FieldError[] = [];
  const brief = cleanBrief(input, errors);
  if (errors.length) return { ok: false, errors };
  const found = await sourceOf(input.teamId, input.sourceSwipeId);
  if (!found.ok) return { ok: false, errors: [found.error] };

  const now = new Date();
  const refused = await reserveAiVariants(input.teamId, brief.variants, now);
  if (refused) return { ok: false, errors: [refused] };
  let remix: { id: string; createdAt: Date; variants: { id: string; position: number }[] };
  try {
    remix = await prisma().remix.create({
      data: {
        teamId: input.teamId,
        authorId: userId,
        sourceSwipeId: found.source?.id ?? null,
        sourceTitle: found.source?.title ?? null,
        sourceText: found.source?.text ?? null,
        product: brief.product,
        audience: brief.audience,
        tone: brief.tone,
        parts: brief.parts,
        model: settings.AI_MODEL,
        createdAt: now,
        variants: {
          create: Array.from({ length: brief.variants }, (_, position) => ({ position })),
        },
      },
      select: { id: true, createdAt: true, variants: { select: { id: true, position: true } } },
    });
  } catch (error) {
    await releaseAiVariants(input.teamId, brief.variants, now);
    throw error;
  }
  writeRemix(
    {
      id: remix.id,
      teamId: input.teamId,
      createdAt: remix.createdAt,
      brief: { ...brief, source: found.source },
      variants: remix.variants,
    },
    settings,
  );
  return { ok: true, value: { remixId: remix.id } };
}

/** A variant the viewer may change (editors and above of its team), or the error. */
export async function editableVariant(userId: string, variantId: string) {
  const variant = await prisma().remixVariant.findUnique({
    where: { id: uuidOrNobody(variantId) },
    select: {
      id: true,
      status: true,
      text: true,
      remix: { select: { id: true, teamId: true, sourceTitle: true } },
    },
  });
  const missing = new NotFoundError('This remix does not exist.');
  if (!variant) return { ok: false as const, error: missing };
  const access = await requireTeamRole(userId, variant.remix.teamId, Permission.editContent);
  if (!access.ok)
    return {
      ok: false as const,
      error: access.error instanceof NotFoundError ? missing : access.error,
    };
  return { ok: true as const, variant };
}

export type RemixRating = 'GOOD' | 'BAD' | null;

export async function rateRemixVariant(
  userId: string,
  variantId: string,
  rating: RemixRating,
): Promise<ServiceResult<{ variantId: string }, NotAllowedError | NotFoundError>> {
  const found = await editableVariant(userId, variantId);
  if (!found.ok) return { ok: false, errors: [found.error] };
  await prisma().remixVariant.update({
    where: { id: found.variant.id },
    data: { rating: rating === 'GOOD' ? 1 : rating === 'BAD' ? -1 : null },
  });
  return { ok: true, value: { variantId: found.variant.id } };
}

/** The most a variant's text may be edited to (it becomes a swipe's text). */
export const REMIX_VARIANT_TEXT_MAX = 20_000;

export async function editRemixVariant(
  userId: string,
  variantId: string,
  text: string,
): Promise<ServiceResult<{ variantId: string }, FieldError | NotAllowedError | NotFoundError>> {
  const found = await editableVariant(userId, variantId);
  if (!found.ok) return { ok: false, errors: [found.error] };
  const cleaned = text.trim();
  if (!cleaned) return { ok: false, errors: [new FieldError('text', 'The text cannot be empty.')] };
  if (cleaned.length > REMIX_VARIANT_TEXT_MAX)
    return {
      ok: false,
      errors: [
        new FieldError(
          'text',
          `The text can be at most ${count(REMIX_VARIANT_TEXT_MAX)} characters (this one has ${count(cleaned.length)}).`,
        ),
      ],
    };
  if (found.variant.status === 'WRITING')
    return {
      ok: false,
      errors: [
        new NotAllowedError('This variant is still being written; edit it once it is done.'),
      ],
    };
  await prisma().remixVariant.update({
    where: { id: found.variant.id },
    data: { text: cleaned, edited: true },
  });
  return { ok: true, value: { variantId: found.variant.id } };
}

export async function deleteRemix(
  userId: string,
  remixId: string,
): Promise<ServiceResult<{ remixId: string; teamId: string }, NotAllowedError | NotFoundError>> {
  const remix = await prisma().remix.findUnique({
    where: { id: uuidOrNobody(remixId) },
    select: {
      id: true,
      teamId: true,
      variants: { where: { status: 'WRITING' }, select: { id: true } },
    },
  });
  const missing = new NotFoundError('This remix does not exist.');
  if (!remix) return { ok: false, errors: [missing] };
  const access = await requireTeamRole(userId, remix.teamId, Permission.editContent);
  if (!access.ok)
    return { ok: false, errors: [access.error instanceof NotFoundError ? missing : access.error] };
  if (remix.variants.length)
    return {
      ok: false,
      errors: [
        new NotAllowedError('This remix is still being written; delete it once it is done.'),
      ],
    };
  await prisma().remix.delete({ where: { id: remix.id } });
  return { ok: true, value: { remixId: remix.id, teamId: remix.teamId } };
}

/** A remix's variants still being written, in order, with their text so far. */
export function variantsBeingWritten(remixId: string) {
  return prisma().remixVariant.findMany({
    where: { remixId, status: 'WRITING' },
    select: { id: true, text: true },
    orderBy: { position: 'asc' },
  });
}

/** Whether the user may read the remix (a member of its team): its progress stream asks. */
export async function mayReadRemix(userId: string, remixId: string) {
  const remix = await prisma().remix.findUnique({
    where: { id: uuidOrNobody(remixId) },
    select: { teamId: true },
  });
  return Boolean(remix && (await requireTeamRole(userId, remix.teamId, Permission.readTeam)).ok);
}
