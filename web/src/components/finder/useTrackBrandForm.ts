import { FINDER_LIMITS, META_PAGE_ID } from '@swipestack/common/finder';
import { type FormEvent, useRef, useState } from 'react';
import { graphql, readInlineData } from 'react-relay/hooks';
import type { useTrackBrandForm_tracked$key } from '../../__generated__/useTrackBrandForm_tracked.graphql';
import type { TrackedBrandKind } from '../../__generated__/useTrackBrandMutation.graphql';
import type { FieldErrors } from '../../lib/formErrors';
import type { Found } from '../swipes/teamSearch';
import { TRACK_FIELDS, useTrackBrand } from './useTrackBrand';

/** The server's words (services/finder/tracked-brands.ts). */
export const PAGE_ID_RULE = 'A Facebook page id is 5 to 20 digits.';
export const KEYWORD_RULE = `A keyword is 2 to ${FINDER_LIMITS.termMax} characters.`;
export const TRACKED_ALREADY = 'Your team tracks this already.';

/** A brand as the list holds it: what a new one must not repeat. */
interface Tracked {
  readonly kind: string;
  readonly query: string;
  readonly country: string;
}

const trackedFragment = graphql`
  fragment useTrackBrandForm_tracked on TrackedBrand @inline {
    kind
    query
    country
  }
`;

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

/**
 * "Add a brand"'s state: its fields (starting from `draft`), their errors and the form's, the
 * refs the first refused field takes the focus through, and the submit, which checks the
 * server's rules first and empties the query and name once the brand is tracked.
 */
export function useTrackBrandForm({
  teamId,
  tracked,
  draft,
  onTracked,
}: {
  teamId: string;
  tracked: readonly useTrackBrandForm_tracked$key[];
  draft: { kind: TrackedBrandKind; query: string; label: string } | null;
  onTracked: (trackedBrandId: string) => void;
}) {
  const [kind, setKind] = useState<TrackedBrandKind>(draft?.kind ?? 'PAGE');
  const [query, setQuery] = useState(draft?.query ?? '');
  const [label, setLabel] = useState(draft?.label ?? '');
  const [country, setCountry] = useState('ALL');
  const [collection, setCollection] = useState<Found | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [track, tracking] = useTrackBrand(teamId);

  const refs = {
    query: useRef<HTMLInputElement>(null),
    label: useRef<HTMLInputElement>(null),
    country: useRef<HTMLSelectElement>(null),
    collectionId: useRef<HTMLSelectElement>(null),
  } satisfies Record<(typeof TRACK_FIELDS)[number], { current: HTMLElement | null }>;
  const alertRef = useRef<HTMLDivElement>(null);
  const page = kind === 'PAGE';

  const showErrors = (fields: FieldErrors, form: string | null) => {
    setErrors(fields);
    setFormError(form);
    const first = TRACK_FIELDS.find((field) => fields[field]);
    if (first) refs[first].current?.focus();
    else if (form) alertRef.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (tracking) return;
    const invalid = trackBrandErrors(
      { kind, query, country },
      tracked.map((brand) => readInlineData(trackedFragment, brand)),
    );
    if (Object.keys(invalid).length) {
      showErrors(invalid, null);
      return;
    }
    setErrors({});
    setFormError(null);
    track(
      {
        teamId,
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

  return {
    values: { kind, query, label, country, collection },
    set: { kind: setKind, query: setQuery, label: setLabel, country: setCountry },
    setCollection,
    page,
    errors,
    formError,
    clearError,
    refs,
    alertRef,
    tracking,
    submit,
  };
}
