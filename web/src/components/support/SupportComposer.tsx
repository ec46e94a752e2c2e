import { FIELD_LIMITS } from '@swipestack/common/limits';
import { UPLOAD_ACCEPT, UPLOAD_LIMITS_TEXT } from '@swipestack/common/uploads';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { CharacterCount, FormAlert } from '../forms';
import { UploadProgress } from '../swipes/add/UploadProgress';

const SUPPORT_MESSAGE_MAX = FIELD_LIMITS.supportMessage;

export interface SendErrors {
  body?: string | undefined;
  attachment?: string | undefined;
  form?: string | null | undefined;
}

/** Sends; calls `done` with the errors (none: sent) and reports upload progress. */
export type SendMessage = (
  body: string,
  file: File | null,
  done: (errors: SendErrors | null) => void,
  progress: (fraction: number | null) => void,
) => void;

/**
 * Writing a message: text (Enter sends, Shift+Enter breaks the line) and an optional screenshot,
 * with the upload's progress and the server's reasons shown by the field they concern.
 */
export function SupportComposer({
  label,
  autoFocus = false,
  initialText = '',
  onTextChange,
  send,
}: {
  label: string;
  /** Takes the focus when it appears (the chat just opened). */
  autoFocus?: boolean;
  initialText?: string;
  onTextChange?: (text: string) => void;
  send: SendMessage;
}) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<SendErrors>({});
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textInput = useRef<HTMLTextAreaElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    if (autoFocus) textInput.current?.focus();
  }, []);

  const change = (next: string) => {
    setText(next);
    onTextChange?.(next);
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    if (!text.trim() && !file) {
      setErrors({ body: 'Write a message first.' });
      textInput.current?.focus();
      return;
    }
    if (text.trim().length > SUPPORT_MESSAGE_MAX) {
      setErrors({
        body: `A message can be at most ${SUPPORT_MESSAGE_MAX.toLocaleString('en-US')} characters.`,
      });
      textInput.current?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    send(
      text,
      file,
      (failed) => {
        setSending(false);
        setProgress(null);
        if (failed) {
          setErrors(failed);
          if (failed.body) textInput.current?.focus();
          return;
        }
        change('');
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
        textInput.current?.focus();
      },
      setProgress,
    );
  };
  // Enter sends and never types a line break; a held key's repeats and an Enter with nothing
  // written do nothing (the Send button says what is missing).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (event.repeat || (!text.trim() && !file)) return;
    submit();
  };
  const described = [errors.body ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <form noValidate onSubmit={submit} aria-label={label} className="space-y-2">
      <FormAlert message={errors.form ?? null} />
      <label htmlFor={`${id}-text`} className="sr-only">
        Message
      </label>
      <textarea
        ref={textInput}
        id={`${id}-text`}
        name="body"
        rows={3}
        value={text}
        maxLength={SUPPORT_MESSAGE_MAX + 1000}
        placeholder="Write a message…"
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={errors.body ? true : undefined}
        aria-describedby={described}
        className={`block w-full resize-y rounded-lg border px-3 py-2 text-base sm:text-sm ${
          errors.body ? 'border-red-600' : 'border-slate-300'
        }`}
      />
      <p id={`${id}-hint`} className="sr-only">
        Enter sends; Shift+Enter starts a new line.
      </p>
      <CharacterCount id={`${id}-count`} length={text.length} max={SUPPORT_MESSAGE_MAX} />
      {errors.body ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {errors.body}
        </p>
      ) : null}
      {progress !== null && file ? <UploadProgress fraction={progress} name={file.name} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0 text-sm">
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={UPLOAD_ACCEPT}
            className="peer sr-only"
            aria-describedby={`${id}-file-hint${errors.attachment ? ` ${id}-file-error` : ''}`}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setErrors((previous) => ({ ...previous, attachment: undefined }));
            }}
          />
          {file ? (
            <span className="flex items-center gap-2">
              <span className="truncate text-slate-700">{file.name}</span>
              <button
                type="button"
                className="text-xs font-medium text-slate-600 underline"
                onClick={() => {
                  setFile(null);
                  if (fileInput.current) fileInput.current.value = '';
                }}
              >
                Remove<span className="sr-only"> {file.name}</span>
              </button>
            </span>
          ) : (
            <label
              htmlFor={`${id}-file`}
              className="cursor-pointer rounded font-medium text-indigo-700 hover:underline peer-focus-visible:outline-2 peer-focus-visible:outline-indigo-600"
            >
              Attach a screenshot
            </label>
          )}
          <p id={`${id}-file-hint`} className="sr-only">
            {UPLOAD_LIMITS_TEXT}
          </p>
          {errors.attachment ? (
            <p id={`${id}-file-error`} className="text-sm font-medium text-red-700">
              {errors.attachment}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary" disabled={sending}>
          {sending ? 'Sending…' : 'Send'}
        </button>
      </div>
    </form>
  );
}
