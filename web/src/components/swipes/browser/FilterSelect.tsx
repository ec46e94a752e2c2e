import { type ReactNode, useId } from 'react';

/** A labelled native select of the swipe toolbar. */
export function FilterSelect({
  label,
  value,
  onChange,
  action,
  disabled,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A small control shown beside the label. */
  action?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="block text-xs font-semibold text-slate-600">
          {label}
        </label>
        {action}
      </div>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
      >
        {children}
      </select>
    </div>
  );
}
