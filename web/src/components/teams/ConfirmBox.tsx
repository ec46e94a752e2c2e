import { type ReactNode, useEffect, useRef } from 'react';

/**
 * An inline confirmation for a destructive action (the pattern of the tag manager and the
 * swipe detail view): the Cancel button takes the focus when it appears.
 */
export function ConfirmBox({
  children,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <fieldset className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3">
      <legend className="sr-only">Confirm</legend>
      <div className="text-sm font-medium text-red-900">{children}</div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className="rounded-lg bg-red-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
        >
          {busy ? busyLabel : confirmLabel}
        </button>
        <button
          ref={cancel}
          type="button"
          className="btn-secondary !py-1.5"
          onClick={onCancel}
          disabled={busy}
        >
          Cancel
        </button>
      </div>
    </fieldset>
  );
}
