import {
  REMIX_BRIEF_LIMITS,
  REMIX_PARTS,
  REMIX_VARIANTS,
  type RemixPartValue,
} from '@swipestack/common/remix';
import { type FormEvent, Suspense, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RemixBriefForm_team$key } from '../../__generated__/RemixBriefForm_team.graphql';
import type { RemixPart } from '../../__generated__/useCreateRemixMutation.graphql';
import { ErrorBoundary } from '../ErrorBoundary';
import { FormAlert, TextField } from '../forms';
import { AiUsageMeter, quotaReached, resetDate } from './AiUsageMeter';
import { RemixSource } from './RemixSource';
import { BRIEF_FIELDS, useCreateRemix } from './useCreateRemix';

type BriefField = (typeof BRIEF_FIELDS)[number];
type BriefErrors = Partial<Record<string, string>>;

const DEFAULT_PARTS: readonly RemixPartValue[] = ['HEADLINE', 'BODY'];

const VARIANT_CHOICES = Array.from(
  { length: REMIX_VARIANTS.max - REMIX_VARIANTS.min + 1 },
  (_, n) => REMIX_VARIANTS.min + n,
);

/**
 * "1,234 / 2,000 characters" under the product description, read with the field; said aloud
 * as it changes only near the limit (from 90 %), not on every keystroke.
 */
function ProductCount({ id, length }: { id: string; length: number }) {
  const max = REMIX_BRIEF_LIMITS.product;
  return (
    <p
      id={id}
      className={`text-xs ${length >= max ? 'font-medium text-red-700' : 'text-slate-600'}`}
      aria-live={length >= max * 0.9 ? 'polite' : 'off'}
    >
      {length.toLocaleString('en-US')} / {max.toLocaleString('en-US')} characters
    </p>
  );
}

/**
 * The brief: product (required), audience, tone, the parts to write, how many variants, and
 * the swipe to start from (`?swipe=`). The server has the last word on every rule: its field
 * errors show under their fields, anything else (quota, no provider, not allowed) above the
 * form. Write variants is held back, with the reason tied to it, while no provider is set up
 * or the month's variants are used.
 */
export function RemixBriefForm({
  team: key,
  sourceSwipeId,
  unavailableReasonId,
  onRemoveSource,
  onSwitchTeam,
  onCreated,
}: {
  team: RemixBriefForm_team$key;
  sourceSwipeId: string | null;
  /** The notice that no AI provider is set up (its id), or null when one is. */
  unavailableReasonId: string | null;
  onRemoveSource: () => void;
  onSwitchTeam: (teamId: string) => void;
  onCreated: (remixId: string) => void;
}) {
  const team = useFragment(
    graphql`
      fragment RemixBriefForm_team on Team {
        id
        aiUsage {
          used
          quota
          resetsAt
        }
        ...AiUsageMeter_team
      }
    `,
    key,
  );
  const id = useId();
  const [product, setProduct] = useState('');
  const [audience, setAudience] = useState('');
  const [tone, setTone] = useState('');
  const [parts, setParts] = useState<readonly RemixPartValue[]>(DEFAULT_PARTS);
  const [variants, setVariants] = useState<number>(REMIX_VARIANTS.default);
  const [errors, setErrors] = useState<BriefErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [create, creating] = useCreateRemix(team.id);

  const productRef = useRef<HTMLTextAreaElement>(null);
  const audienceRef = useRef<HTMLInputElement>(null);
  const toneRef = useRef<HTMLInputElement>(null);
  const firstPartRef = useRef<HTMLInputElement>(null);
  const variantsRef = useRef<HTMLSelectElement>(null);
  const sourceRef = useRef<HTMLButtonElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const fieldRefs: Record<BriefField, { current: HTMLElement | null }> = {
    product: productRef,
    audience: audienceRef,
    tone: toneRef,
    parts: firstPartRef,
    variants: variantsRef,
    sourceSwipeId: sourceRef,
  };

  const full = quotaReached(team.aiUsage);
  const quotaReasonId = `${id}-quota`;
  const disabledReason = unavailableReasonId ?? (full ? quotaReasonId : null);

  const clearError = (field: BriefField) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const togglePart = (part: RemixPartValue, checked: boolean) => {
    clearError('parts');
    setParts((current) =>
      REMIX_PARTS.map((p) => p.value).filter((value) =>
        value === part ? checked : current.includes(value),
      ),
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creating || disabledReason) return;
    setErrors({});
    setFormError(null);
    create(
      {
        teamId: team.id,
        product,
        audience,
        tone,
        parts: parts as RemixPart[],
        variants,
        sourceSwipe: sourceSwipeId,
      },
      {
        onCreated,
        onInvalid: ({ fields, form }) => {
          setErrors(fields);
          setFormError(form);
          const first = BRIEF_FIELDS.find((field) => fields[field]);
          if (first) fieldRefs[first].current?.focus();
          else alertRef.current?.focus();
        },
      },
    );
  };

  const describe = (...ids: (string | null | false | undefined)[]) =>
    ids.filter(Boolean).join(' ') || undefined;
  const productHintId = `${id}-product-hint`;
  const productCountId = `${id}-product-count`;
  const productErrorId = `${id}-product-error`;
  const partsErrorId = `${id}-parts-error`;
  const variantsErrorId = `${id}-variants-error`;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Write a brief
      </h2>
      <div ref={alertRef} tabIndex={-1} className="focus:outline-none">
        <FormAlert message={formError} />
      </div>

      {sourceSwipeId ? (
        <ErrorBoundary
          key={sourceSwipeId}
          fallback={
            <p role="alert" className="text-sm text-red-700">
              The swipe to remix could not be loaded.
            </p>
          }
        >
          <Suspense
            fallback={
              <p role="status" className="text-sm text-slate-600">
                Loading the swipe…
              </p>
            }
          >
            <RemixSource
              id={sourceSwipeId}
              teamId={team.id}
              onRemove={() => {
                clearError('sourceSwipeId');
                onRemoveSource();
                productRef.current?.focus();
              }}
              onSwitchTeam={onSwitchTeam}
              error={errors.sourceSwipeId}
              errorId={`${id}-source-error`}
              removeRef={sourceRef}
            />
          </Suspense>
        </ErrorBoundary>
      ) : null}

      <div>
        <label htmlFor={`${id}-product`} className="block text-sm font-medium text-slate-800">
          Product
        </label>
        <p id={productHintId} className="mt-0.5 text-sm text-slate-600">
          Required. What you sell, and why it matters to the people who buy it.
        </p>
        <textarea
          ref={productRef}
          id={`${id}-product`}
          name="product"
          rows={4}
          required
          value={product}
          maxLength={REMIX_BRIEF_LIMITS.product}
          onChange={(event) => {
            setProduct(event.target.value);
            clearError('product');
          }}
          aria-invalid={errors.product ? true : undefined}
          aria-describedby={describe(
            errors.product && productErrorId,
            productHintId,
            productCountId,
          )}
          className={`mt-1 block w-full resize-y rounded-lg border px-3 py-2 text-base shadow-sm focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600 sm:text-sm ${
            errors.product ? 'border-red-600' : 'border-slate-300'
          }`}
        />
        <div className="mt-1 flex flex-wrap justify-between gap-2">
          {errors.product ? (
            <p id={productErrorId} className="text-sm font-medium text-red-700">
              {errors.product}
            </p>
          ) : (
            <span />
          )}
          <ProductCount id={productCountId} length={product.length} />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          ref={audienceRef}
          id={`${id}-audience`}
          name="audience"
          label="Audience"
          hint="Who the copy is for."
          value={audience}
          maxLength={REMIX_BRIEF_LIMITS.audience}
          onChange={(event) => {
            setAudience(event.target.value);
            clearError('audience');
          }}
          error={errors.audience}
        />
        <TextField
          ref={toneRef}
          id={`${id}-tone`}
          name="tone"
          label="Tone"
          hint="How it should sound, e.g. warm and direct."
          value={tone}
          maxLength={REMIX_BRIEF_LIMITS.tone}
          onChange={(event) => {
            setTone(event.target.value);
            clearError('tone');
          }}
          error={errors.tone}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <fieldset aria-describedby={errors.parts ? partsErrorId : undefined}>
          <legend className="text-sm font-medium text-slate-800">Parts to write</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {REMIX_PARTS.map((part, index) => (
              <label key={part.value} className="inline-flex items-center gap-2 text-sm">
                <input
                  ref={index === 0 ? firstPartRef : undefined}
                  type="checkbox"
                  name="parts"
                  value={part.value}
                  checked={parts.includes(part.value)}
                  onChange={(event) => togglePart(part.value, event.target.checked)}
                  className="h-4 w-4 rounded border-slate-300 text-indigo-600"
                />
                {part.label}
              </label>
            ))}
          </div>
          {errors.parts ? (
            <p id={partsErrorId} className="mt-1 text-sm font-medium text-red-700">
              {errors.parts}
            </p>
          ) : null}
        </fieldset>
        <div>
          <label htmlFor={`${id}-variants`} className="block text-sm font-medium text-slate-800">
            Variants
          </label>
          <select
            ref={variantsRef}
            id={`${id}-variants`}
            name="variants"
            value={variants}
            onChange={(event) => {
              setVariants(Number(event.target.value));
              clearError('variants');
            }}
            aria-invalid={errors.variants ? true : undefined}
            aria-describedby={errors.variants ? variantsErrorId : undefined}
            className={`mt-1 block w-24 rounded-lg border bg-white px-3 py-2 text-sm ${
              errors.variants ? 'border-red-600' : 'border-slate-300'
            }`}
          >
            {VARIANT_CHOICES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          {errors.variants ? (
            <p id={variantsErrorId} className="mt-1 text-sm font-medium text-red-700">
              {errors.variants}
            </p>
          ) : null}
        </div>
      </div>

      <div className="space-y-4 border-t border-slate-100 pt-4">
        <AiUsageMeter team={team} />
        {full ? (
          <p id={quotaReasonId} className="text-sm font-medium text-red-800">
            Your team has used all {team.aiUsage.quota.toLocaleString('en-US')} AI Remix variants of
            this month. You can write more from {resetDate(team.aiUsage.resetsAt)}.
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="btn-primary"
            disabled={creating || Boolean(disabledReason)}
            aria-describedby={disabledReason ?? undefined}
          >
            {creating ? 'Starting…' : 'Write variants'}
          </button>
          <p className="text-xs text-slate-600">
            Each variant counts once against your team’s month.
          </p>
        </div>
      </div>
    </form>
  );
}
