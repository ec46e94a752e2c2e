import { Suspense, useEffect, useId } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { ActivityFilterBarMembersQuery } from '../../__generated__/ActivityFilterBarMembersQuery.graphql';
import { ErrorBoundary } from '../ErrorBoundary';
import { ACTIVITY_KIND_OPTIONS, type ActivityFilters } from './activityFilters';

const SELECT =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium disabled:opacity-60';

const membersQuery = graphql`
  query ActivityFilterBarMembersQuery($teamId: ID!) {
    node(id: $teamId) {
      ... on Team @alias(as: "team") {
        id
        members(first: 100) {
          totalCount
          edges {
            node {
              id
              name
              userId
              isViewer
            }
          }
        }
      }
    }
  }
`;

type Change = (patch: Partial<ActivityFilters>) => void;

/** The Member select with the team's members ("Everyone" first). */
function MemberOptions({
  id,
  teamId,
  member,
  onChange,
}: {
  id: string;
  teamId: string;
  member: string;
  onChange: Change;
}) {
  const data = useLazyLoadQuery<ActivityFilterBarMembersQuery>(
    membersQuery,
    { teamId },
    { fetchPolicy: 'store-and-network' },
  );
  const connection = data.node?.team?.members;
  const members = connection?.edges.map((edge) => edge.node) ?? [];
  const complete = connection != null && members.length >= connection.totalCount;
  const known = member === '' || members.some((each) => each.userId === member);
  // A member of another team (the team was switched) or someone gone: everyone again.
  useEffect(() => {
    if (complete && !known) onChange({ member: '' });
  }, [complete, known, onChange]);

  return (
    <select
      id={id}
      value={member}
      onChange={(event) => onChange({ member: event.target.value })}
      className={SELECT}
    >
      <option value="">Everyone</option>
      {members.map((each) => (
        <option key={each.id} value={each.userId}>
          {each.isViewer ? `${each.name} (you)` : each.name}
        </option>
      ))}
      {known ? null : <option value={member}>Another member</option>}
    </select>
  );
}

/** The Member select while the members load (or when they could not be): "Everyone" alone. */
function MemberFallback({ id, member }: { id: string; member: string }) {
  return (
    <select id={id} value={member} disabled className={SELECT} onChange={() => {}}>
      <option value="">Everyone</option>
      {member ? <option value={member}>Another member</option> : null}
    </select>
  );
}

/** Member and Kind: labelled selects whose values live in the address. */
export function ActivityFilterBar({
  teamId,
  filters,
  onChange,
}: {
  teamId: string;
  filters: ActivityFilters;
  onChange: Change;
}) {
  const id = useId();
  const fallback = <MemberFallback id={`${id}-member`} member={filters.member} />;
  return (
    <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <legend className="sr-only">Filters</legend>
      <div>
        <label htmlFor={`${id}-member`} className="text-sm font-medium text-slate-700">
          Member
        </label>
        <ErrorBoundary key={teamId} fallback={fallback}>
          <Suspense fallback={fallback}>
            <MemberOptions
              id={`${id}-member`}
              teamId={teamId}
              member={filters.member}
              onChange={onChange}
            />
          </Suspense>
        </ErrorBoundary>
      </div>
      <div>
        <label htmlFor={`${id}-kind`} className="text-sm font-medium text-slate-700">
          Kind
        </label>
        <select
          id={`${id}-kind`}
          value={filters.kind}
          onChange={(event) => onChange({ kind: event.target.value as ActivityFilters['kind'] })}
          className={SELECT}
        >
          {ACTIVITY_KIND_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
