import { characterCountText, limitText } from '@swipestack/common/limits';
import { type InputHTMLAttributes, type Ref, useState } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Labelled input with a hint and an error wired through aria-describedby. With `maxLength`
 * the hint also states the limit (FIELD_LIMITS in common/limits.ts), and a count shows under
 * the field near it and says when the limit is reached (`CharacterCount`).
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
  const countId = input.maxLength ? `${inputId}-count` : undefined;
  const describedBy = [errorId, hintId, countId].filter(Boolean).join(' ') || undefined;
  // The length of an uncontrolled field, as typed; a controlled one has its value.
  const [typed, setTyped] = useState(String(input.defaultValue ?? '').length);
  const length = input.value === undefined ? typed : String(input.value).length;
  const { onChange } = input;
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
        onChange={(event) => {
          setTyped(event.target.value.length);
          onChange?.(event);
        }}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {countId && input.maxLength ? (
        <CharacterCount id={countId} length={length} max={input.maxLength} />
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
 * "240 / 300 characters" under a field near its limit (from 80 %: `characterCountText`,
 * common/limits.ts), and at the limit that the rest is not kept, so a field never stops taking
 * text without a word. The live region is always there, so the count is announced when it
 * appears.
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const text = characterCountText(length, max);
  return (
    <p
      id={id}
      aria-live="polite"
      className={
        text
          ? `mt-1 text-xs ${length >= max ? 'font-medium text-amber-800' : 'text-slate-600'}`
          : 'sr-only'
      }
    >
      {text}
    </p>
  );
}
