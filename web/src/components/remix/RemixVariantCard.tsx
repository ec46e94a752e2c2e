import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { RemixCard_remix$data } from '../../__generated__/RemixCard_remix.graphql';
import { Spinner } from '../swipes/detail/Spinner';
import { RemixVariantEditor } from './RemixVariantEditor';
import { useRateRemixVariant } from './useRateRemixVariant';
import { useSaveRemixVariant } from './useSaveRemixVariant';
import { useVariantEditing } from './useVariantEditing';

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
  const edit = useVariantEditing(variant.id);
  const editing = edit.draft !== null;
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

      {edit.draft !== null ? (
        <RemixVariantEditor
          id={id}
          name={name}
          draft={edit.draft}
          onDraft={edit.setDraft}
          error={edit.error}
          saving={edit.updating}
          editorRef={edit.editor}
          onSubmit={edit.submit}
          onCancel={edit.stop}
        />
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
                ref={edit.editButton}
                type="button"
                className={SMALL_BUTTON}
                disabled={writing}
                onClick={() => edit.setDraft(variant.text)}
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
