import { COMMENT_BODY_MAX, COMMENT_MESSAGES } from '@swipestack/common/comments';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { FieldErrors } from '../../lib/formErrors';
import { CharacterCount, FormAlert } from '../forms';
import { useMentionCombobox } from './useMentionCombobox';

/** Why the server would refuse this text (common/comments.ts), or null when it takes it. */
function commentBodyError(text: string): string | null {
  const clean = text.replace(/\r\n?/g, '\n').trim();
  if (!clean) return COMMENT_MESSAGES.empty;
  if (clean.length > COMMENT_BODY_MAX) return COMMENT_MESSAGES.tooLong;
  return null;
}

const COMMENT_FORMAT_HINT = 'Supports **bold**, links, - lists and @mentions';

/** What a refused or failed send says: the text's problem, or the rest. */
type SendFailure = { fields: FieldErrors; form: string | null };

/**
 * Writing a comment, a reply or an edit: a labelled textarea with the format's hint, a count
 * near the limit, the rules checked before sending (empty, too long) and the server's
 * reasons shown under it. Ctrl/⌘+Enter sends. The text stays when sending fails; a sent new
 * comment or reply empties it. "@" suggests the team's members to mention
 * (useMentionCombobox). `attachment` shows above the text (the new thread's pin).
 */
export function CommentComposer({
  label,
  visibleLabel = false,
  submitLabel,
  busyText = 'Posting…',
  initialText = '',
  autoFocus = false,
  onCancel,
  onSend,
  attachment,
  attachmentId,
  inputRef,
}: {
  /** The textarea's label ("Add a comment", "Reply", "Edit comment"). */
  label: string;
  /** Shows the label (else it is for screen readers only). */
  visibleLabel?: boolean;
  /** The submit button's text ("Comment", "Reply", "Save"). */
  submitLabel: string;
  /** Said while the server answers. */
  busyText?: string;
  initialText?: string;
  /** Takes the focus when it appears (Reply or Edit was pressed). */
  autoFocus?: boolean;
  /** Shows Cancel. */
  onCancel?: () => void;
  /** Sends the text; `done(null)` once saved, else with why not. */
  onSend: (body: string, done: (failure: SendFailure | null) => void) => void;
  /** Goes with the text, shown above it: the new thread's pin. */
  attachment?: ReactNode;
  /** The id of what describes the attachment (the textarea's description says it too). */
  attachmentId?: string;
  /** Also gets the textarea (the focus is put there from elsewhere). */
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initialText);
  const mention = useMentionCombobox({ id, text, setText, textarea });
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    if (!autoFocus) return;
    const element = textarea.current;
    element?.focus();
    // An edit starts with the caret after the text.
    element?.setSelectionRange(element.value.length, element.value.length);
  }, []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    const problem = commentBodyError(text);
    if (problem) {
      setError(problem);
      setFormError(null);
      textarea.current?.focus();
      return;
    }
    setError(null);
    setFormError(null);
    setSending(true);
    onSend(text, (failure) => {
      setSending(false);
      if (!failure) {
        setText('');
        return;
      }
      const { body, ...others } = failure.fields;
      setError(body ?? null);
      setFormError(
        failure.form ??
          Object.values(others).find(Boolean) ??
          (body ? null : 'Something went wrong. Please try again.'),
      );
      textarea.current?.focus();
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mention.onKeyDown(event)) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  // The count shows from 80 % of the limit (CharacterCount).
  const counted = text.length >= COMMENT_BODY_MAX * 0.9;
  const describedBy = [
    attachment && attachmentId ? attachmentId : null,
    error ? `${id}-error` : null,
    `${id}-hint`,
    `${id}-keys`,
    counted ? `${id}-count` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <form noValidate onSubmit={submit} className="space-y-1.5">
      <label
        htmlFor={`${id}-text`}
        className={visibleLabel ? 'block text-sm font-medium text-slate-800' : 'sr-only'}
      >
        {label}
      </label>
      {attachment}
      <textarea
        ref={(element) => {
          textarea.current = element;
          if (inputRef) inputRef.current = element;
        }}
        id={`${id}-text`}
        name="body"
        rows={3}
        value={text}
        maxLength={COMMENT_BODY_MAX + 1000}
        {...mention.textareaProps}
        onChange={(event) => {
          setText(event.target.value);
          mention.follow(event.target.value, event.target.selectionStart);
          if (error && !commentBodyError(event.target.value)) setError(null);
        }}
        onSelect={(event) =>
          mention.follow(event.currentTarget.value, event.currentTarget.selectionStart)
        }
        onBlur={mention.close}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full resize-y rounded-lg border px-3 py-2 text-base shadow-sm focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600 sm:text-sm ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
      />
      {mention.list}
      <p aria-live="polite" className="sr-only">
        {mention.announcement}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <CharacterCount id={`${id}-count`} length={text.length} max={COMMENT_BODY_MAX} />
      <FormAlert message={formError} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {COMMENT_FORMAT_HINT}
        </p>
        <p id={`${id}-keys`} className="sr-only">
          Ctrl+Enter (⌘+Enter on a Mac) sends it.
        </p>
        <div className="ml-auto flex items-center gap-2">
          <span role="status" className="text-xs text-slate-600">
            {sending ? busyText : ''}
          </span>
          {onCancel ? (
            <button
              type="button"
              className="btn-secondary !px-3 !py-1.5 !text-sm"
              onClick={onCancel}
              disabled={sending}
            >
              Cancel
            </button>
          ) : null}
          <button type="submit" className="btn-primary !px-3 !py-1.5 !text-sm" disabled={sending}>
            {submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}
