import { characterCountText } from '@swipestack/common/limits';
import { REMIX_BRIEF_LIMITS } from '@swipestack/common/remix';
import type { Ref } from 'react';

/**
 * "1,234 / 2,000 characters" under the product description, read with the field, and at the
 * limit that the rest is not kept (`characterCountText`); said aloud as it changes only near
 * the limit (from 80 %), not on every keystroke.
 */
function ProductCount({ id, length }: { id: string; length: number }) {
  const max = REMIX_BRIEF_LIMITS.product;
  const near = characterCountText(length, max);
  return (
    <p
      id={id}
      className={`text-xs ${length >= max ? 'font-medium text-red-700' : 'text-slate-600'}`}
      aria-live={near ? 'polite' : 'off'}
    >
      {near ?? `${length.toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`}
    </p>
  );
}

/** The brief's required product description, with its hint, its error and its count. */
export function RemixBriefProduct({
  id,
  value,
  onChange,
  error,
  ref,
}: {
  /** The form's id: the field's ids start with it. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  ref: Ref<HTMLTextAreaElement>;
}) {
  const hintId = `${id}-product-hint`;
  const countId = `${id}-product-count`;
  const errorId = `${id}-product-error`;
  return (
    <div>
      <label htmlFor={`${id}-product`} className="block text-sm font-medium text-slate-800">
        Product
      </label>
      <p id={hintId} className="mt-0.5 text-sm text-slate-600">
        Required. What you sell, and why it matters to the people who buy it.
      </p>
      <textarea
        ref={ref}
        id={`${id}-product`}
        name="product"
        rows={4}
        required
        value={value}
        maxLength={REMIX_BRIEF_LIMITS.product}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error && errorId, hintId, countId].filter(Boolean).join(' ')}
        className={`mt-1 block w-full resize-y rounded-lg border px-3 py-2 text-base shadow-sm focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600 sm:text-sm ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
      />
      <div className="mt-1 flex flex-wrap justify-between gap-2">
        {error ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : (
          <span />
        )}
        <ProductCount id={countId} length={value.length} />
      </div>
    </div>
  );
}
