import { nodesOf } from '@swipestack/common/lists';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { TeamDetailsQuery as TeamDetailsQueryType } from '../__generated__/TeamDetailsQuery.graphql';
import type { SaveMode } from '../shared/messages';
import { appLink } from '../shared/server-address';
import { ExistingSwipe } from './ExistingSwipe';
import { SaveForm, type SwipeFields } from './SaveForm';
import { SaveStatusMessage } from './SaveStatusMessage';
import type { SaveStatus } from './useSave';

const TeamDetailsQuery = graphql`
  query TeamDetailsQuery($teamId: ID!, $url: String!) {
    team: node(id: $teamId) {
      ... on Team {
        id
        name
        tags(first: 100) {
          totalCount
          edges {
            node {
              id
              title
            }
          }
        }
        collections(first: 100) {
          totalCount
          edges {
            node {
              id
              name
            }
          }
        }
        swipeAllowance {
          remaining
          limit
        }
        swipeByUrl(url: $url) {
          id
          ...ExistingSwipeFragment
        }
      }
    }
  }
`;

/** What the chosen team offers (tags, collections, room left) and whether the page is in it. */
export function TeamDetails({
  teamId,
  url,
  fetchKey,
  fields,
  onFieldsChange,
  status,
  onSave,
  serverOrigin,
  offerVideo,
}: {
  teamId: string;
  url: string;
  fetchKey: number;
  fields: SwipeFields;
  onFieldsChange: (fields: SwipeFields) => void;
  status: SaveStatus;
  onSave: (mode: SaveMode) => void;
  serverOrigin: string;
  offerVideo: boolean;
}) {
  const { team } = useLazyLoadQuery<TeamDetailsQueryType>(
    TeamDetailsQuery,
    { teamId, url },
    { fetchKey, fetchPolicy: fetchKey ? 'network-only' : 'store-or-network' },
  );
  if (!team?.id) return <p role="alert">This team is no longer available.</p>;
  const allowance = team.swipeAllowance;
  const full = allowance?.limit != null && (allowance.remaining ?? 0) <= 0;
  // Beyond the loaded page (100) the tag suggestions and the collection list search the server.
  const counts = {
    tagCount: team.tags?.totalCount,
    collectionCount: team.collections?.totalCount,
  };
  return (
    <div className="space-y-2">
      {team.swipeByUrl ? (
        <ExistingSwipe
          swipe={team.swipeByUrl}
          teamId={team.id}
          teamName={team.name ?? ''}
          tagSuggestions={(team.tags ? nodesOf(team.tags) : []).map((tag) => tag.title)}
          collections={team.collections ? nodesOf(team.collections) : []}
          counts={counts}
          serverOrigin={serverOrigin}
        />
      ) : null}
      {full ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          {`You've reached the ${allowance?.limit}-swipe cap on the Free plan.`}{' '}
          <a
            className="link"
            target="_blank"
            rel="noreferrer"
            href={appLink(serverOrigin, '/settings#billing')}
          >
            Upgrade
          </a>
        </p>
      ) : null}
      <SaveForm
        heading={team.swipeByUrl ? 'Save it again as a new swipe' : 'Save this page'}
        fields={fields}
        onChange={onFieldsChange}
        tagSuggestions={(team.tags ? nodesOf(team.tags) : []).map((tag) => tag.title)}
        collections={team.collections ? nodesOf(team.collections) : []}
        team={{ id: team.id, ...counts }}
        busyMode={status.state === 'saving' ? status.mode : null}
        onSave={onSave}
        offerVideo={offerVideo}
        status={
          <SaveStatusMessage
            status={status}
            serverOrigin={serverOrigin}
            teamName={team.name ?? ''}
          />
        }
      />
    </div>
  );
}
