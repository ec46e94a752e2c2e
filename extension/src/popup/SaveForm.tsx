import { type ReactNode, useId } from 'react';
import {
  CAPTURE_MODES,
  type CaptureMode,
  type SaveMode,
  SWIPE_KINDS,
  type SwipeKind,
} from '../shared/messages';
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

/** `name` (what the button does) contains the visible `label`, for speech input. */
const CAPTURE_BUTTONS: Record<CaptureMode, { name: string; label: string; hint: string }> = {
  visible: { name: 'Save visible area', label: 'Visible area', hint: 'What you see now' },
  full: { name: 'Save full page', label: 'Full page', hint: 'Scrolls the whole page' },
  region: { name: 'Select region', label: 'Region', hint: 'Draw it on the page' },
};

/**
 * One click saves: the three captures first, the swipe's details (all optional) folded below,
 * so the popup fits in the 600 px Chrome gives it.
 */
export function SaveForm({
  heading,
  fields,
  onChange,
  tagSuggestions,
  collections,
  team,
  busyMode,
  onSave,
  status,
  offerVideo = false,
}: {
  heading: string;
  fields: SwipeFields;
  onChange: (fields: SwipeFields) => void;
  tagSuggestions: readonly string[];
  /** The team's collections; null: not known (offline), no checklist. */
  collections: readonly { id: string; name: string }[] | null;
  /** The team and how many tags and collections it has (beyond the loaded page they search). */
  team?: { id: string } & TeamCounts;
  /** The capture being saved, if any (every button waits meanwhile). */
  busyMode: SaveMode | null;
  onSave: (mode: SaveMode) => void;
  /** The outcome of the last save, shown right under the buttons. */
  status: ReactNode;
  /** The page shows a video: "Save video" is offered. */
  offerVideo?: boolean;
}) {
  const id = useId();
  const set = <K extends keyof SwipeFields>(key: K, value: SwipeFields[K]) =>
    onChange({ ...fields, [key]: value });
  return (
    <form
      aria-labelledby={`${id}-heading`}
      className="space-y-2"
      noValidate
      // Enter in a field saves the visible area, the first button.
      onSubmit={(event) => {
        event.preventDefault();
        onSave('visible');
      }}
    >
      <h2 id={`${id}-heading`} className="text-xs font-semibold text-slate-700">
        {heading}
      </h2>
      <div className="grid grid-cols-3 gap-2">
        {CAPTURE_MODES.map((mode, index) => (
          <button
            key={mode}
            type={index === 0 ? 'submit' : 'button'}
            className={`${index === 0 ? 'btn-primary' : 'btn-secondary'} flex-col px-2 leading-tight`}
            disabled={busyMode !== null}
            aria-label={CAPTURE_BUTTONS[mode].name}
            aria-describedby={`${id}-${mode}-hint`}
            onClick={index === 0 ? undefined : () => onSave(mode)}
          >
            <span>{busyMode === mode ? 'Saving…' : CAPTURE_BUTTONS[mode].label}</span>
            <span
              id={`${id}-${mode}-hint`}
              aria-hidden="true"
              className={`text-[11px] font-normal ${index === 0 ? 'text-indigo-100' : 'text-slate-500'}`}
            >
              {CAPTURE_BUTTONS[mode].hint}
            </span>
          </button>
        ))}
      </div>
      {offerVideo ? (
        <button
          type="button"
          className="btn-secondary w-full gap-2 leading-tight"
          disabled={busyMode !== null}
          aria-label="Save video"
          aria-describedby={`${id}-video-hint`}
          onClick={() => onSave('video')}
        >
          <span>{busyMode === 'video' ? 'Saving…' : 'Save video'}</span>
          <span
            id={`${id}-video-hint`}
            aria-hidden="true"
            className="text-[11px] font-normal text-slate-500"
          >
            The page's video, as a video swipe
          </span>
        </button>
      ) : null}
      {status}
      {/* Folded each time the popup opens, so that it fits; kept as typed while it is open. */}
      <details className="rounded-md border border-slate-200">
        <summary className="cursor-pointer px-3 py-2 text-xs font-semibold text-slate-700">
          Title, tags, collections, notes <span className="font-normal">(optional)</span>
        </summary>
        <div className="space-y-2 border-t border-slate-200 p-3">
          <div>
            <label htmlFor={`${id}-title`} className="label">
              Title
            </label>
            <input
              id={`${id}-title`}
              className="field"
              value={fields.title}
              maxLength={300}
              onChange={(event) => set('title', event.target.value)}
            />
          </div>
          <div className="grid grid-cols-[1fr_auto] gap-2">
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
          </div>
          <TeamTagInput
            value={fields.tags}
            onChange={(tags) => set('tags', tags)}
            suggestions={tagSuggestions}
            {...(team ? { team } : {})}
          />
          {collections ? (
            <CollectionChecklist
              collections={collections}
              {...(team ? { team } : {})}
              value={fields.collectionIds}
              onChange={(ids) => set('collectionIds', ids)}
            />
          ) : null}
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
        </div>
      </details>
    </form>
  );
}
