import { Suspense, useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { AuthorFilterQuery as AuthorFilterQueryType } from '../../../__generated__/AuthorFilterQuery.graphql';
import { ErrorBoundary } from '../../ErrorBoundary';
import { FilterSelect } from './FilterSelect';

const AuthorFilterQuery = graphql`
  query AuthorFilterQuery($teamId: ID!) {
    node(id: $teamId) {
      ... on Team {
        members(first: 100) {
          edges {
            node {
              id
              name
              isViewer
            }
          }
        }
      }
    }
  }
`;

interface Props {
  teamId: string;
  /** The chosen member's id ('' for anyone). */
  value: string;
  onChange: (authorId: string) => void;
}

/** "Added by": the team's members (the server takes only them). */
export function AuthorFilter(props: Props) {
  const pending = (
    <FilterSelect label="Added by" value="" onChange={() => {}} disabled>
      <option value="">Anyone</option>
    </FilterSelect>
  );
  return (
    <ErrorBoundary fallback={pending}>
      <Suspense fallback={pending}>
        <MemberSelect {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

function MemberSelect({ teamId, value, onChange }: Props) {
  const data = useLazyLoadQuery<AuthorFilterQueryType>(
    AuthorFilterQuery,
    { teamId },
    { fetchPolicy: 'store-or-network' },
  );
  const members = data.node?.members?.edges.map((edge) => edge.node) ?? [];
  // An address naming someone who is not (or no longer) in the team: anyone.
  const unknown = Boolean(value) && !members.some((member) => member.id === value);
  useEffect(() => {
    if (unknown) onChange('');
  }, [unknown, onChange]);
  return (
    <FilterSelect label="Added by" value={unknown ? '' : value} onChange={onChange}>
      <option value="">Anyone</option>
      {members.map((member) => (
        <option key={member.id} value={member.id}>
          {member.isViewer ? `${member.name} (you)` : member.name}
        </option>
      ))}
    </FilterSelect>
  );
}
