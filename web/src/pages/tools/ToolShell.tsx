import { Icon } from '@swipestack/common/ui/Icon';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

// The frame and parts both free tools share.

export function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg bg-slate-50 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

export function ToolShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/tools" className="font-medium text-indigo-700 hover:underline">
          <Icon name="arrowLeft" className="mr-1 inline size-4 align-[-3px]" />
          Free Tools
        </Link>
      </nav>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-slate-700">{intro}</p>
      {children}
      <aside className="mt-12 rounded-xl bg-indigo-50 p-6">
        <h2 className="font-semibold text-slate-900">Keep the lines that work</h2>
        <p className="mt-2 text-slate-700">
          Save the emails and pages you admire in a swipe file, and find them when you write the
          next one.
        </p>
        <Link to="/register" className="btn-primary mt-4">
          Start your swipe file free
        </Link>
      </aside>
    </div>
  );
}

/** The tool's one field; results below it update on every keystroke. */
export function ToolInput({
  form,
  label,
  value,
  onChange,
}: {
  /** The form's accessible name (the tool's name). */
  form: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <form className="mt-8" onSubmit={(e) => e.preventDefault()} aria-label={form}>
      <label htmlFor={`${id}-input`} className="block font-medium text-slate-900">
        {label}
      </label>
      <input
        id={`${id}-input`}
        type="text"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint`}
        className="mt-2 w-full rounded-lg border border-slate-300 px-3 py-2.5 text-lg focus:border-indigo-500"
        autoComplete="off"
        spellCheck
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        Results update as you type.
      </p>
    </form>
  );
}
