import { REMIX_PARTS, REMIX_VARIANTS, type RemixPartValue } from '@swipestack/common/remix';
import type { Ref } from 'react';

const VARIANT_CHOICES = Array.from(
  { length: REMIX_VARIANTS.max - REMIX_VARIANTS.min + 1 },
  (_, n) => REMIX_VARIANTS.min + n,
);

/** The brief's parts to write (checkboxes) and how many variants (a select), with their errors. */
export function RemixBriefOptions({
  id,
  parts,
  onTogglePart,
  variants,
  onVariants,
  errors,
  firstPartRef,
  variantsRef,
}: {
  /** The form's id: the fields' ids start with it. */
  id: string;
  parts: readonly RemixPartValue[];
  onTogglePart: (part: RemixPartValue, checked: boolean) => void;
  variants: number;
  onVariants: (variants: number) => void;
  errors: { parts?: string | undefined; variants?: string | undefined };
  firstPartRef: Ref<HTMLInputElement>;
  variantsRef: Ref<HTMLSelectElement>;
}) {
  const partsErrorId = `${id}-parts-error`;
  const variantsErrorId = `${id}-variants-error`;
  return (
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
                onChange={(event) => onTogglePart(part.value, event.target.checked)}
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
          onChange={(event) => onVariants(Number(event.target.value))}
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
  );
}
