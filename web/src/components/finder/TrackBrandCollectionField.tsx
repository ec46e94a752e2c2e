import { FINDER_LIMITS } from '@swipestack/common/finder';
import { needsServerSearch, nodesOf } from '@swipestack/common/lists';
import type { Ref } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TrackBrandCollectionField_team$key } from '../../__generated__/TrackBrandCollectionField_team.graphql';
import { SearchSelect } from '../swipes/SearchSelect';
import type { Found } from '../swipes/teamSearch';

/**
 * "Save new ads to": the swipe file only or one of the team's collections; a select of the
 * loaded page, or a search of the server's when the team has more.
 */
export function TrackBrandCollectionField({
  team: key,
  id,
  value,
  onChange,
  error,
  selectRef,
  selectClassName,
}: {
  team: TrackBrandCollectionField_team$key;
  /** The form's id: the field's ids start with it. */
  id: string;
  value: Found | null;
  onChange: (collection: Found | null) => void;
  error: string | undefined;
  selectRef: Ref<HTMLSelectElement>;
  selectClassName: string;
}) {
  const team = useFragment(
    graphql`
      fragment TrackBrandCollectionField_team on Team {
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
  const collections = nodesOf(team.collections).filter(Boolean);
  const searchCollections = needsServerSearch(team.collections.totalCount, collections.length);

  return (
    <div>
      {searchCollections ? (
        <SearchSelect
          label="Save new ads to"
          allLabel="Swipe file only"
          kind="collections"
          teamId={team.id}
          value={value}
          onChange={onChange}
        />
      ) : (
        <>
          <label htmlFor={`${id}-collection`} className="block text-sm font-medium text-slate-800">
            Save new ads to
          </label>
          <select
            ref={selectRef}
            id={`${id}-collection`}
            value={value?.id ?? ''}
            onChange={(event) => {
              const chosen = collections.find((each) => each.id === event.target.value);
              onChange(chosen ? { id: chosen.id, label: chosen.name } : null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-collection-hint${error ? ` ${id}-collection-error` : ''}`}
            className={selectClassName}
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
        New ads go into your swipe file, up to {FINDER_LIMITS.savedPerCheck} a check; the rest wait
        in Discover.
      </p>
      {error ? (
        <p id={`${id}-collection-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
