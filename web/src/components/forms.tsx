import { limitText } from '@swipestack/common/limits';
import type { InputHTMLAttributes, Ref } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Labelled input with a hint and an error wired through aria-describedby. With `maxLength`
 * the hint also states the limit (FIELD_LIMITS in common/limits.ts).
 */
export function TextField({
  name,
  label,
  hint: givenHint,
  error,
  id,
  ref,
  ...input
}: TextFieldProps) {
  const limit = input.maxLength ? limitText(input.maxLength) : null;
  const hint = [givenHint, limit].filter(Boolean).join(' ') || undefined;
  const inputId = id ?? `field-${name}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 block w-full rounded-lg border px-3 py-2 text-base shadow-sm focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600 sm:text-sm ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-live="assertive">
      {message ? (
        <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * "1,950 / 2,000 characters" under a long text field, once the text is near its limit (from
 * 90 %), so the limit is said before the field stops taking more.
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  if (length < max * 0.9) return null;
  return (
    <p id={id} className="mt-1 text-xs text-slate-600" aria-live="polite">
      {length.toLocaleString('en-US')} / {max.toLocaleString('en-US')} characters
    </p>
  );
}
