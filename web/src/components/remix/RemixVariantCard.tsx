import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { RemixCard_remix$data } from '../../__generated__/RemixCard_remix.graphql';
import { Spinner } from '../swipes/detail/Spinner';
import { useRateRemixVariant } from './useRateRemixVariant';
import { useSaveRemixVariant } from './useSaveRemixVariant';
import { useUpdateRemixVariant } from './useUpdateRemixVariant';

/** `/swipes?swipe=<id>`: a swipe's detail view (a saved variant's, a remix's source). */
export function swipeDetailHref(swipeId: string): string {
  return `/swipes?${new URLSearchParams({ swipe: swipeId })}`;
}

async function copyVariant(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied');
  } catch {
    toast.error('Unable to copy the text', {
      description: 'Select it and press Ctrl+C (⌘+C on a Mac) to copy it.',
    });
  }
}

type RemixVariant = RemixCard_remix$data['variants'][number];

const SMALL_BUTTON = 'btn-secondary !px-3 !py-1.5 !text-xs';

function RateButton({
  label,
  pressed,
  disabled,
  onClick,
}: {
  label: string;
  pressed: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={`${SMALL_BUTTON} ${pressed ? '!border-indigo-600 !bg-indigo-50 !text-indigo-800' : ''}`}
    >
      {label}
    </button>
  );
}

/**
 * One variant of a remix: its text as it streams in ("Writing…" until it is done), why it
 * failed if it did, and for editors Copy, Good / Not good, Edit and Save as swipe (all held
 * back while it is being written).
 */
export function RemixVariantCard({
  variant,
  number,
  teamId,
  canEdit,
}: {
  /** Selected by RemixCard_remix (see there why not by a fragment of its own). */
  variant: RemixVariant;
  /** Its place, from 1 ("Variant 1"). */
  number: number;
  teamId: string;
  canEdit: boolean;
}) {
  const id = useId();
  const name = `Variant ${number}`;
  const writing = variant.status === 'WRITING';
  const [rate] = useRateRemixVariant();
  const [save, saving] = useSaveRemixVariant(teamId);
  const [update, updating] = useUpdateRemixVariant();
  const [draft, setDraft] = useState<string | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const editor = useRef<HTMLTextAreaElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const editing = draft !== null;

  // Into the editor as it opens; back to Edit once it closes (saved or cancelled).
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (editing) editor.current?.focus();
    else if (refocus) {
      editButton.current?.focus();
      setRefocus(false);
    }
  }, [editing, refocus]);

  const stopEditing = () => {
    setDraft(null);
    setEditError(null);
    setRefocus(true);
  };
  const submitEdit = (event: FormEvent) => {
    event.preventDefault();
    if (draft === null || updating) return;
    setEditError(null);
    update(variant.id, draft, (error) => {
      if (error) {
        setEditError(error);
        editor.current?.focus();
      } else {
        stopEditing();
      }
    });
  };
  const toggleRating = (rating: 'GOOD' | 'BAD') =>
    rate(variant.id, variant.rating === rating ? null : rating);

  return (
    <article
      aria-labelledby={`${id}-name`}
      aria-busy={writing}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={`${id}-name`} className="text-sm font-semibold text-slate-900">
          {name}
          {variant.edited ? (
            <>
              {' '}
              <span className="text-xs font-normal text-slate-600">(edited)</span>
            </>
          ) : null}
        </h4>
        {/* The status is said when it changes, not every piece of text as it streams in. */}
        <p aria-live="polite" className="text-xs text-slate-600">
          {writing ? (
            <span className="inline-flex items-center gap-1.5 text-indigo-700">
              <Spinner /> Writing…
            </span>
          ) : variant.status === 'DONE' ? (
            <span className="sr-only">{name} is written.</span>
          ) : (
            <span className="font-medium text-red-700">Stopped</span>
          )}
        </p>
      </div>

      {variant.status === 'FAILED' ? (
        <p
          role="alert"
          className="mt-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {variant.error ?? 'Writing this variant stopped.'}
          {variant.text ? ' What was written before is kept below.' : ''}
        </p>
      ) : null}

      {editing ? (
        <form noValidate onSubmit={submitEdit} className="mt-3 space-y-2">
          <label htmlFor={`${id}-edit`} className="sr-only">
            Text of {name.toLowerCase()}
          </label>
          <textarea
            ref={editor}
            id={`${id}-edit`}
            rows={Math.min(16, Math.max(4, draft.split('\n').length + 1))}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                stopEditing();
              }
            }}
            aria-invalid={editError ? true : undefined}
            aria-describedby={editError ? `${id}-edit-error` : undefined}
            className={`block w-full resize-y rounded-lg border px-3 py-2 text-base sm:text-sm ${
              editError ? 'border-red-600' : 'border-slate-300'
            }`}
          />
          {editError ? (
            <p id={`${id}-edit-error`} className="text-sm font-medium text-red-700">
              {editError}
            </p>
          ) : null}
          <div className="flex gap-2">
            <button type="submit" className="btn-primary !px-3 !py-1.5" disabled={updating}>
              {updating ? 'Saving…' : 'Save'}
            </button>
            <button type="button" className="btn-secondary !px-3 !py-1.5" onClick={stopEditing}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="mt-3 min-h-16 flex-1 text-sm leading-relaxed whitespace-pre-wrap text-slate-900">
          {variant.text ||
            (writing ? null : <span className="text-slate-600">Nothing was written.</span>)}
        </div>
      )}

      {!editing ? (
        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
          <button
            type="button"
            className={SMALL_BUTTON}
            disabled={writing || !variant.text}
            onClick={() => void copyVariant(variant.text)}
          >
            Copy<span className="sr-only"> {name.toLowerCase()}</span>
          </button>
          {canEdit ? (
            <>
              <fieldset className="flex gap-2">
                <legend className="sr-only">Rate {name.toLowerCase()}</legend>
                <RateButton
                  label="Good"
                  pressed={variant.rating === 'GOOD'}
                  disabled={writing}
                  onClick={() => toggleRating('GOOD')}
                />
                <RateButton
                  label="Not good"
                  pressed={variant.rating === 'BAD'}
                  disabled={writing}
                  onClick={() => toggleRating('BAD')}
                />
              </fieldset>
              <button
                ref={editButton}
                type="button"
                className={SMALL_BUTTON}
                disabled={writing}
                onClick={() => setDraft(variant.text)}
              >
                Edit<span className="sr-only"> {name.toLowerCase()}</span>
              </button>
              {variant.savedSwipe ? (
                <p className="min-w-0 text-xs text-slate-700">
                  <span className="font-semibold text-emerald-800">Saved</span> as{' '}
                  <Link
                    to={swipeDetailHref(variant.savedSwipe.id)}
                    className="font-medium break-words text-indigo-700 underline"
                  >
                    {variant.savedSwipe.title}
                  </Link>
                </p>
              ) : (
                <button
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={writing || saving || !variant.text}
                  onClick={() => save(variant.id)}
                >
                  {saving ? 'Saving…' : 'Save as swipe'}
                </button>
              )}
            </>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
