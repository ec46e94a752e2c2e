import { useId } from 'react';
import type { SwipeView } from './useSwipeView';

const VIEWS: ReadonlyArray<{ value: SwipeView; label: string; icon: string }> = [
  { value: 'COMFORTABLE', label: 'Grid', icon: 'M2 2h5v5H2zM9 2h5v5H9zM2 9h5v5H2zM9 9h5v5H9z' },
  {
    value: 'COMPACT',
    label: 'Compact',
    icon: 'M1.5 2h3v3h-3zM6.5 2h3v3h-3zM11.5 2h3v3h-3zM1.5 6.5h3v3h-3zM6.5 6.5h3v3h-3zM11.5 6.5h3v3h-3zM1.5 11h3v3h-3zM6.5 11h3v3h-3zM11.5 11h3v3h-3z',
  },
  { value: 'MASONRY', label: 'Masonry', icon: 'M2 2h5v7H2zM9 2h5v4H9zM2 11h5v3H2zM9 8h5v6H9z' },
  { value: 'LIST', label: 'List', icon: 'M2 3h12M2 6.5h12M2 10h12M2 13.5h12' },
];

/**
 * The layout of a swipe list, as a segmented control: a radio group, so Tab reaches the
 * chosen layout and the arrow keys move between them.
 */
export function ViewSwitch({
  value,
  onChange,
}: {
  value: SwipeView;
  onChange: (view: SwipeView) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">Layout</legend>
      <span aria-hidden="true" className="text-sm font-medium text-slate-700">
        Layout
      </span>
      <div className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
        {VIEWS.map((view) => (
          <label
            key={view.value}
            title={view.label}
            className="relative inline-flex cursor-pointer items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-slate-700 has-[:checked]:bg-indigo-600 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-600 has-[:focus-visible]:ring-offset-1"
          >
            <input
              type="radio"
              name={name}
              value={view.value}
              checked={value === view.value}
              onChange={() => onChange(view.value)}
              className="absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0"
            />
            <svg
              viewBox="0 0 16 16"
              className="h-4 w-4"
              aria-hidden="true"
              fill={view.value === 'LIST' ? 'none' : 'currentColor'}
              stroke={view.value === 'LIST' ? 'currentColor' : 'none'}
              strokeWidth="1.5"
            >
              <path d={view.icon} />
            </svg>
            <span className="max-sm:sr-only">{view.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
