import type { AddTab } from './useAddSwipeForm';

export const ADD_TABS: ReadonlyArray<{ value: AddTab; label: string }> = [
  { value: 'url', label: 'Web page' },
  { value: 'image', label: 'Image' },
  { value: 'video', label: 'Video' },
  { value: 'text', label: 'Text / ad copy' },
];

/** The add dialog's kinds of swipe, as tabs. */
export function AddSwipeTabs({ tab, onChoose }: { tab: AddTab; onChoose: (tab: AddTab) => void }) {
  return (
    <div
      role="tablist"
      aria-label="Swipe type"
      className="grid grid-cols-2 rounded-lg sm:grid-cols-4 bg-slate-100 p-1 text-sm font-semibold"
    >
      {ADD_TABS.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={tab === option.value}
          onClick={() => onChoose(option.value)}
          className={`rounded-md px-2 py-1.5 ${
            tab === option.value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600'
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
