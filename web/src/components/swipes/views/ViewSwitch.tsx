import type { IconName } from '@swipestack/common/icons';
import { Icon } from '@swipestack/common/ui/Icon';
import { useId } from 'react';
import type { SwipeView } from './useSwipeView';

const VIEWS: ReadonlyArray<{ value: SwipeView; label: string; icon: IconName }> = [
  { value: 'COMFORTABLE', label: 'Grid', icon: 'layoutGrid' },
  { value: 'COMPACT', label: 'Compact', icon: 'layoutCompact' },
  { value: 'MASONRY', label: 'Masonry', icon: 'layoutMasonry' },
  { value: 'LIST', label: 'List', icon: 'layoutList' },
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
            <Icon name={view.icon} className="size-4" />
            <span className="max-sm:sr-only">{view.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
