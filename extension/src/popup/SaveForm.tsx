import { useId } from 'react';
import { CAPTURE_MODES, type CaptureMode, SWIPE_KINDS, type SwipeKind } from '../shared/messages';
import { CollectionChecklist } from '../ui/CollectionChecklist';
import { TeamTagInput } from '../ui/TeamTagInput';
import type { TeamCounts } from './ExistingSwipe';

export interface SwipeFields {
  title: string;
  url: string;
  kind: SwipeKind;
  notes: string;
  tags: string[];
  collectionIds: string[];
}

const KIND_LABELS: Record<SwipeKind, string> = {
  WEBSITE: 'Website',
  LANDING_PAGE: 'Landing page',
  AD: 'Ad',
  EMAIL: 'Email',
  IMAGE: 'Image',
};

const MODE_LABELS: Record<CaptureMode, { label: string; hint: string }> = {
  visible: { label: 'Visible area', hint: 'What you see now' },
  full: { label: 'Full page', hint: 'Scrolls and stitches the whole page' },
  region: { label: 'Select a region', hint: 'Draw a rectangle on the page' },
};

export function SaveForm({
  heading,
  fields,
  onChange,
  mode,
  onModeChange,
  tagSuggestions,
  collections,
  team,
  busy,
  onSubmit,
}: {
  heading: string;
  fields: SwipeFields;
  onChange: (fields: SwipeFields) => void;
  mode: CaptureMode;
  onModeChange: (mode: CaptureMode) => void;
  tagSuggestions: readonly string[];
  collections: readonly { id: string; name: string }[];
  /** The team and how many tags and collections it has (beyond the loaded page they search). */
  team?: { id: string } & TeamCounts;
  busy: boolean;
  onSubmit: () => void;
}) {
  const id = useId();
  const set = <K extends keyof SwipeFields>(key: K, value: SwipeFields[K]) =>
    onChange({ ...fields, [key]: value });
  return (
    <form
      aria-labelledby={`${id}-heading`}
      className="space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={`${id}-heading`} className="text-sm font-semibold">
        {heading}
      </h2>
      <div>
        <label htmlFor={`${id}-title`} className="label">
          Title
        </label>
        <input
          id={`${id}-title`}
          className="field"
          value={fields.title}
          maxLength={300}
          // biome-ignore lint/a11y/noAutofocus: the popup opens to save; Enter in the title saves at once
          autoFocus
          onChange={(event) => set('title', event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-url`} className="label">
          Page address
        </label>
        <input
          id={`${id}-url`}
          className="field"
          type="url"
          value={fields.url}
          onChange={(event) => set('url', event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-kind`} className="label">
          Kind
        </label>
        <select
          id={`${id}-kind`}
          className="field"
          value={fields.kind}
          onChange={(event) => set('kind', event.target.value as SwipeKind)}
        >
          {SWIPE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <TeamTagInput
        value={fields.tags}
        onChange={(tags) => set('tags', tags)}
        suggestions={tagSuggestions}
        {...(team ? { team } : {})}
      />
      <CollectionChecklist
        collections={collections}
        {...(team ? { team } : {})}
        value={fields.collectionIds}
        onChange={(ids) => set('collectionIds', ids)}
      />
      <div>
        <label htmlFor={`${id}-notes`} className="label">
          Notes
        </label>
        <textarea
          id={`${id}-notes`}
          className="field"
          rows={2}
          value={fields.notes}
          onChange={(event) => set('notes', event.target.value)}
        />
      </div>
      <fieldset>
        <legend className="label">Capture</legend>
        <div className="mt-1 grid gap-1">
          {CAPTURE_MODES.map((value) => (
            <label key={value} className="flex items-baseline gap-2">
              <input
                type="radio"
                name={`${id}-mode`}
                value={value}
                checked={mode === value}
                onChange={() => onModeChange(value)}
              />
              <span>
                {MODE_LABELS[value].label}{' '}
                <span className="text-xs text-slate-500">{MODE_LABELS[value].hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? 'Saving…' : 'Save to Swipestack'}
      </button>
    </form>
  );
}
