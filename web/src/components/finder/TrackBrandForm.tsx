import { AD_COUNTRIES, FINDER_LIMITS, META_PAGE_ID } from '@swipestack/common/finder';
import { needsServerSearch, nodesOf } from '@swipestack/common/lists';
import { type FormEvent, type Ref, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TrackBrandForm_team$key } from '../../__generated__/TrackBrandForm_team.graphql';
import type { TrackedBrandKind } from '../../__generated__/useTrackBrandMutation.graphql';
import type { FieldErrors } from '../../lib/formErrors';
import { FormAlert, TextField } from '../forms';
import { SearchSelect } from '../swipes/SearchSelect';
import type { Found } from '../swipes/teamSearch';
import { TRACK_FIELDS, useTrackBrand } from './useTrackBrand';

/** What the form starts with: empty, or a Meta result's page (Track on its card). */
export interface TrackDraft {
  kind: TrackedBrandKind;
  query: string;
  label: string;
}

/** The server's words (services/tracked-brands.ts). */
export const PAGE_ID_RULE = 'A Facebook page id is 5 to 20 digits.';
export const KEYWORD_RULE = `A keyword is 2 to ${FINDER_LIMITS.termMax} characters.`;
export const TRACKED_ALREADY = 'Your team tracks this already.';

/** A brand as the list holds it: what a new one must not repeat. */
interface Tracked {
  readonly kind: string;
  readonly query: string;
  readonly country: string;
}

/** The query as the server keeps it: trimmed, runs of spaces made one. */
const normalised = (query: string) => query.trim().replace(/\s+/g, ' ');

/** What the server would refuse of a new tracked brand, by field. */
export function trackBrandErrors(
  input: { kind: TrackedBrandKind; query: string; country: string },
  tracked: readonly Tracked[],
): FieldErrors {
  const query = normalised(input.query);
  if (input.kind === 'PAGE' && !META_PAGE_ID.test(query)) return { query: PAGE_ID_RULE };
  if (input.kind === 'KEYWORD' && (query.length < 2 || query.length > FINDER_LIMITS.termMax))
    return { query: KEYWORD_RULE };
  const known = tracked.some(
    (each) => each.kind === input.kind && each.query === query && each.country === input.country,
  );
  return known ? { query: TRACKED_ALREADY } : {};
}

const SELECT = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm';

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
  tracked: readonly Tracked[];
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
        collections(first: 100) {
          totalCount
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    key,
  );
  const id = useId();
  const [kind, setKind] = useState<TrackedBrandKind>(draft?.kind ?? 'PAGE');
  const [query, setQuery] = useState(draft?.query ?? '');
  const [label, setLabel] = useState(draft?.label ?? '');
  const [country, setCountry] = useState('ALL');
  const [collection, setCollection] = useState<Found | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [track, tracking] = useTrackBrand(team.id);

  const queryRef = useRef<HTMLInputElement>(null);
  const labelRef = useRef<HTMLInputElement>(null);
  const countryRef = useRef<HTMLSelectElement>(null);
  const collectionRef = useRef<HTMLSelectElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const fieldRefs: Record<(typeof TRACK_FIELDS)[number], { current: HTMLElement | null }> = {
    query: queryRef,
    label: labelRef,
    country: countryRef,
    collectionId: collectionRef,
  };

  const collections = nodesOf(team.collections).filter(Boolean);
  const searchCollections = needsServerSearch(team.collections.totalCount, collections.length);
  const page = kind === 'PAGE';

  const showErrors = (fields: FieldErrors, form: string | null) => {
    setErrors(fields);
    setFormError(form);
    const first = TRACK_FIELDS.find((field) => fields[field]);
    if (first) fieldRefs[first].current?.focus();
    else if (form) alertRef.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (tracking) return;
    const invalid = trackBrandErrors({ kind, query, country }, tracked);
    if (Object.keys(invalid).length) {
      showErrors(invalid, null);
      return;
    }
    setErrors({});
    setFormError(null);
    track(
      {
        teamId: team.id,
        kind,
        query: normalised(query),
        label: page ? label.trim() || null : null,
        country,
        collectionId: collection?.id ?? null,
      },
      collection ? `“${collection.label}”` : 'your swipe file',
      {
        onTracked: (trackedBrandId) => {
          setQuery('');
          setLabel('');
          onTracked(trackedBrandId);
        },
        onInvalid: ({ fields, form }) => showErrors(fields, form),
      },
    );
  };

  const clearError = (field: string) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  return (
    <form
      noValidate
      onSubmit={submit}
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
      <div ref={alertRef} tabIndex={-1} className="focus:outline-none">
        <FormAlert message={formError} />
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Follow</legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
          {(
            [
              { value: 'PAGE', label: 'Facebook page id' },
              { value: 'KEYWORD', label: 'Keyword' },
            ] as const
          ).map((option) => (
            <label key={option.value} className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-kind`}
                value={option.value}
                checked={kind === option.value}
                onChange={() => {
                  setKind(option.value);
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
        ref={queryRef}
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
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          clearError('query');
        }}
        error={errors.query}
      />
      {page ? (
        <TextField
          ref={labelRef}
          id={`${id}-label`}
          name="label"
          label="Name"
          hint="How your team sees this brand, e.g. Northwind Coffee. Left empty: the page id."
          autoComplete="off"
          value={label}
          onChange={(event) => {
            setLabel(event.target.value);
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
          ref={countryRef}
          id={`${id}-country`}
          value={country}
          onChange={(event) => {
            setCountry(event.target.value);
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

      <div>
        {searchCollections ? (
          <SearchSelect
            label="Save new ads to"
            allLabel="Swipe file only"
            kind="collections"
            teamId={team.id}
            value={collection}
            onChange={(value) => {
              setCollection(value);
              clearError('collectionId');
            }}
          />
        ) : (
          <>
            <label
              htmlFor={`${id}-collection`}
              className="block text-sm font-medium text-slate-800"
            >
              Save new ads to
            </label>
            <select
              ref={collectionRef}
              id={`${id}-collection`}
              value={collection?.id ?? ''}
              onChange={(event) => {
                const chosen = collections.find((each) => each.id === event.target.value);
                setCollection(chosen ? { id: chosen.id, label: chosen.name } : null);
                clearError('collectionId');
              }}
              aria-invalid={errors.collectionId ? true : undefined}
              aria-describedby={`${id}-collection-hint${errors.collectionId ? ` ${id}-collection-error` : ''}`}
              className={SELECT}
            >
              <option value="">Swipe file only</option>
              {collections.map((each) => (
                <option key={each.id} value={each.id}>
                  {each.name}
                </option>
              ))}
            </select>
          </>
        )}
        <p id={`${id}-collection-hint`} className="mt-1 text-sm text-slate-600">
          New ads go into your swipe file, up to {FINDER_LIMITS.savedPerCheck} a check; the rest
          wait in Discover.
        </p>
        {errors.collectionId ? (
          <p id={`${id}-collection-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.collectionId}
          </p>
        ) : null}
      </div>

      <button type="submit" className="btn-primary" disabled={tracking}>
        {tracking ? 'Tracking…' : 'Track'}
      </button>
    </form>
  );
}
