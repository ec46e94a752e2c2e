import { AD_COUNTRIES, FINDER_LIMITS } from '@swipestack/common/finder';
import { type Ref, useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TrackBrandForm_team$key } from '../../__generated__/TrackBrandForm_team.graphql';
import type { useTrackBrandForm_tracked$key } from '../../__generated__/useTrackBrandForm_tracked.graphql';
import type { TrackedBrandKind } from '../../__generated__/useTrackBrandMutation.graphql';
import { FormAlert, TextField } from '../forms';
import { TrackBrandCollectionField } from './TrackBrandCollectionField';
import { useTrackBrandForm } from './useTrackBrandForm';

/** What the form starts with: empty, or a Meta result's page (Track on its card). */
export interface TrackDraft {
  kind: TrackedBrandKind;
  query: string;
  label: string;
}

const SELECT = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm';

const KINDS = [
  { value: 'PAGE', label: 'Facebook page id' },
  { value: 'KEYWORD', label: 'Keyword' },
] as const;

/**
 * "Add a brand": follow a Facebook page (by its id, with the name the team should see) or a
 * keyword, in a country, saving new ads to a collection or the swipe file only. The rules the
 * server enforces are checked first; its field errors show under their fields, anything else
 * (the plan's limit, no token) above the form.
 */
export function TrackBrandForm({
  team: key,
  tracked,
  draft,
  headingRef,
  onTracked,
}: {
  team: TrackBrandForm_team$key;
  /** The team's tracked brands (a brand is tracked once a country). */
  tracked: readonly useTrackBrandForm_tracked$key[];
  /** The values to start with (Track on a Meta result); null: an empty form. */
  draft: TrackDraft | null;
  /** The form's heading, which takes the focus when Track fills the form. */
  headingRef: Ref<HTMLHeadingElement>;
  onTracked: (trackedBrandId: string) => void;
}) {
  const team = useFragment(
    graphql`
      fragment TrackBrandForm_team on Team {
        id
        ...TrackBrandCollectionField_team
      }
    `,
    key,
  );
  const id = useId();
  const form = useTrackBrandForm({ teamId: team.id, tracked, draft, onTracked });
  const { values, set, errors, clearError, refs, page } = form;

  return (
    <form
      noValidate
      onSubmit={form.submit}
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h3
        ref={headingRef}
        id={`${id}-heading`}
        tabIndex={-1}
        className="text-base font-semibold focus:outline-none focus-visible:outline-2"
      >
        Add a brand
      </h3>
      <div ref={form.alertRef} tabIndex={-1} className="focus:outline-none">
        <FormAlert message={form.formError} />
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Follow</legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
          {KINDS.map((option) => (
            <label key={option.value} className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-kind`}
                value={option.value}
                checked={values.kind === option.value}
                onChange={() => {
                  set.kind(option.value);
                  clearError('query');
                }}
                className="h-4 w-4 accent-indigo-600"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>

      <TextField
        ref={refs.query}
        id={`${id}-query`}
        name="query"
        label={page ? 'Page id' : 'Keyword to follow'}
        hint={
          page
            ? 'Digits only. Track on a Meta ad fills it in; it is also in the address of the brand’s Ad Library page (view_all_page_id=…).'
            : 'Ads with these words, from any advertiser.'
        }
        inputMode={page ? 'numeric' : undefined}
        autoComplete="off"
        maxLength={page ? undefined : FINDER_LIMITS.termMax}
        value={values.query}
        onChange={(event) => {
          set.query(event.target.value);
          clearError('query');
        }}
        error={errors.query}
      />
      {page ? (
        <TextField
          ref={refs.label}
          id={`${id}-label`}
          name="label"
          label="Name"
          hint="How your team sees this brand, e.g. Northwind Coffee. Left empty: the page id."
          autoComplete="off"
          value={values.label}
          onChange={(event) => {
            set.label(event.target.value);
            clearError('label');
          }}
          error={errors.label}
        />
      ) : null}

      <div>
        <label htmlFor={`${id}-country`} className="block text-sm font-medium text-slate-800">
          Country
        </label>
        <select
          ref={refs.country}
          id={`${id}-country`}
          value={values.country}
          onChange={(event) => {
            set.country(event.target.value);
            clearError('country');
            clearError('query');
          }}
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? `${id}-country-error` : undefined}
          className={SELECT}
        >
          {AD_COUNTRIES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {errors.country ? (
          <p id={`${id}-country-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.country}
          </p>
        ) : null}
      </div>

      <TrackBrandCollectionField
        team={team}
        id={id}
        value={values.collection}
        onChange={(collection) => {
          form.setCollection(collection);
          clearError('collectionId');
        }}
        error={errors.collectionId}
        selectRef={refs.collectionId}
        selectClassName={SELECT}
      />

      <button type="submit" className="btn-primary" disabled={form.tracking}>
        {form.tracking ? 'Tracking…' : 'Track'}
      </button>
    </form>
  );
}
