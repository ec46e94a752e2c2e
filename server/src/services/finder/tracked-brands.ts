import {
  AD_COUNTRIES,
  AD_FINDER_OFF,
  FINDER_LIMITS,
  META_PAGE_ID,
  TRACKED_BRANDS_MAX,
} from '@swipestack/common/finder';
import { prisma } from '../../db/client.js';
import { type MetaSettings, metaAvailable } from '../../finder/meta-ad-library.js';
import { Prisma, type TrackedBrandKind } from '../../generated/prisma/client.js';
import { enqueueTrackedBrandChecks } from '../../jobs/queue.js';
import { publishTeamEvent } from '../../realtime/team-events.js';
import { teamPlan } from '../billing/plans.js';
import { FieldError, NotAllowedError, NotFoundError, type ServiceResult } from '../errors.js';
import { Permission, requireTeamRole } from '../teams/permissions.js';
import { uuidOrNobody } from '../teams/visibility.js';

// Tracked brands, the spec's "ads tracking sources" (docs/finder.md): a team follows a Facebook
// page or a keyword in Meta's Ad Library; a daily job (tracked-brand-check.ts) saves the new
// ads into the chosen collection. Editors and above add, pause, resume, check and remove; every
// member sees them. How many a team may track depends on its plan.

export interface TrackBrandInput {
  teamId: string;
  kind: TrackedBrandKind;
  /** A page id (PAGE) or words (KEYWORD). */
  query: string;
  /** The page's name, as the team should see it (PAGE); the keyword stands for itself. */
  label?: string | null | undefined;
  country?: string | null | undefined;
  collectionId?: string | null | undefined;
}

const missing = () => new NotFoundError('This tracked brand does not exist.');

function cleanInput(input: TrackBrandInput, errors: FieldError[]) {
  const query = input.query.trim().replace(/\s+/g, ' ');
  if (input.kind === 'PAGE' && !META_PAGE_ID.test(query))
    errors.push(new FieldError('query', 'A Facebook page id is 5 to 20 digits.'));
  if (input.kind === 'KEYWORD' && (query.length < 2 || query.length > FINDER_LIMITS.termMax))
    errors.push(new FieldError('query', `A keyword is 2 to ${FINDER_LIMITS.termMax} characters.`));
  const label = (input.label?.trim() || query).slice(0, 200);
  const country = input.country || 'ALL';
  if (!AD_COUNTRIES.some((c) => c.value === country))
    errors.push(new FieldError('country', `Unknown country "${country}".`));
  return { query, label, country };
}

async function planLimit(tx: Prisma.TransactionClient, teamId: string) {
  const subscription = await tx.subscription.findUnique({
    where: { teamId },
    select: { status: true, type: true },
  });
  const plan = teamPlan(subscription);
  return { plan, max: TRACKED_BRANDS_MAX[plan] };
}

export function trackedBrandLimitMessage(plan: string, max: number) {
  return plan === 'FREE'
    ? `The Free plan tracks ${max} brand. Upgrade to track more.`
    : `Your plan tracks up to ${max} brands. Remove one to track another.`;
}

/** Follows a brand or keyword; its first check runs at once. */
export async function trackBrand(
  userId: string,
  input: TrackBrandInput,
  meta: MetaSettings,
): Promise<ServiceResult<{ trackedBrandId: string }, FieldError | NotAllowedError>> {
  const access = await requireTeamRole(userId, input.teamId, Permission.editContent);
  if (!access.ok) return { ok: false, errors: [access.error] };
  if (!metaAvailable(meta)) return { ok: false, errors: [new NotAllowedError(AD_FINDER_OFF)] };
  const errors: FieldError[] = [];
  const fields = cleanInput(input, errors);
  if (errors.length) return { ok: false, errors };
  const teamId = uuidOrNobody(input.teamId);
  const result = await prisma().$transaction(async (tx) => {
    // One at a time per team, so the plan's limit holds under parallel requests.
    await tx.$queryRaw`SELECT id FROM "team" WHERE id = ${teamId}::uuid FOR UPDATE`;
    if (input.collectionId) {
      const collection = await tx.collection.findFirst({
        where: { id: uuidOrNobody(input.collectionId), teamId },
        select: { id: true },
      });
      if (!collection)
        return { error: new FieldError('collectionId', 'Choose one of your team’s collections.') };
    }
    const { plan, max } = await planLimit(tx, teamId);
    if ((await tx.trackedBrand.count({ where: { teamId } })) >= max)
      return { error: new NotAllowedError(trackedBrandLimitMessage(plan, max)) };
    try {
      const brand = await tx.trackedBrand.create({
        data: {
          teamId,
          createdById: userId,
          kind: input.kind,
          ...fields,
          collectionId: input.collectionId ? uuidOrNobody(input.collectionId) : null,
        },
        select: { id: true },
      });
      return { id: brand.id };
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
        return { error: new FieldError('query', 'Your team tracks this already.') };
      throw error;
    }
  });
  if ('error' in result) return { ok: false, errors: [result.error as FieldError] };
  publishTeamEvent(teamId, { kind: 'TRACKED_BRAND_CHANGED', id: result.id });
  await enqueueTrackedBrandChecks([result.id]);
  return { ok: true, value: { trackedBrandId: result.id } };
}

/** The brand and the actor's right to change it (editors and above of its team). */
async function editableBrand(userId: string, trackedBrandId: string) {
  const brand = await prisma().trackedBrand.findUnique({
    where: { id: uuidOrNobody(trackedBrandId) },
    select: { id: true, teamId: true, pausedAt: true },
  });
  const access = await requireTeamRole(userId, brand?.teamId ?? '', Permission.editContent);
  if (!brand || (!access.ok && access.error instanceof NotFoundError))
    return { ok: false as const, error: missing() };
  if (!access.ok) return { ok: false as const, error: access.error };
  return { ok: true as const, brand };
}

/**
 * Pauses or resumes. Resuming makes the member who resumes the one the checks save as (the
 * previous one may have lost the right), and checks at once.
 */
export async function setTrackedBrandPaused(
  userId: string,
  trackedBrandId: string,
  paused: boolean,
): Promise<ServiceResult<{ trackedBrandId: string }, NotFoundError | NotAllowedError>> {
  const found = await editableBrand(userId, trackedBrandId);
  if (!found.ok) return { ok: false, errors: [found.error] };
  await prisma().trackedBrand.update({
    where: { id: found.brand.id },
    data: paused
      ? { pausedAt: found.brand.pausedAt ?? new Date() }
      : { pausedAt: null, createdById: userId, lastError: null },
  });
  publishTeamEvent(found.brand.teamId, { kind: 'TRACKED_BRAND_CHANGED', id: found.brand.id });
  if (!paused) await enqueueTrackedBrandChecks([found.brand.id]);
  return { ok: true, value: { trackedBrandId: found.brand.id } };
}

/** Checks now rather than at the next daily run (not while paused). */
export async function checkTrackedBrandNow(
  userId: string,
  trackedBrandId: string,
): Promise<ServiceResult<{ trackedBrandId: string }, NotFoundError | NotAllowedError>> {
  const found = await editableBrand(userId, trackedBrandId);
  if (!found.ok) return { ok: false, errors: [found.error] };
  if (found.brand.pausedAt)
    return { ok: false, errors: [new NotAllowedError('Resume this brand to check it.')] };
  await enqueueTrackedBrandChecks([found.brand.id]);
  return { ok: true, value: { trackedBrandId: found.brand.id } };
}

/** Stops tracking. The ads it saved stay; those waiting in Discover leave it. */
export async function removeTrackedBrand(
  userId: string,
  trackedBrandId: string,
): Promise<
  ServiceResult<{ trackedBrandId: string; teamId: string }, NotFoundError | NotAllowedError>
> {
  const found = await editableBrand(userId, trackedBrandId);
  if (!found.ok) return { ok: false, errors: [found.error] };
  await prisma().$transaction([
    prisma().metaAd.deleteMany({ where: { trackedBrandId: found.brand.id, swipeId: null } }),
    prisma().trackedBrand.deleteMany({ where: { id: found.brand.id } }),
  ]);
  publishTeamEvent(found.brand.teamId, { kind: 'TRACKED_BRAND_DELETED', id: found.brand.id });
  return { ok: true, value: { trackedBrandId: found.brand.id, teamId: found.brand.teamId } };
}

/** How many brands the team tracks, and may. */
export async function trackedBrandAllowance(teamId: string) {
  const [limit, used] = await Promise.all([
    planLimit(prisma(), teamId),
    prisma().trackedBrand.count({ where: { teamId } }),
  ]);
  return { used, max: limit.max };
}
