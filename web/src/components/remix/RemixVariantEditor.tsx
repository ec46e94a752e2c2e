import type { FormEvent, Ref } from 'react';

/** A variant's text in a textarea: Save, Cancel (or Escape). */
export function RemixVariantEditor({
  id,
  name,
  draft,
  onDraft,
  error,
  saving,
  editorRef,
  onSubmit,
  onCancel,
}: {
  /** The card's id: the editor's ids start with it. */
  id: string;
  /** "Variant 2". */
  name: string;
  draft: string;
  onDraft: (draft: string) => void;
  error: string | null;
  saving: boolean;
  editorRef: Ref<HTMLTextAreaElement>;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="mt-3 space-y-2">
      <label htmlFor={`${id}-edit`} className="sr-only">
        Text of {name.toLowerCase()}
      </label>
      <textarea
        ref={editorRef}
        id={`${id}-edit`}
        rows={Math.min(16, Math.max(4, draft.split('\n').length + 1))}
        value={draft}
        onChange={(event) => onDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-edit-error` : undefined}
        className={`block w-full resize-y rounded-lg border px-3 py-2 text-base sm:text-sm ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
      />
      {error ? (
        <p id={`${id}-edit-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary !px-3 !py-1.5" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="btn-secondary !px-3 !py-1.5" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
