import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { ShareFilingFieldsQuery } from '../../__generated__/ShareFilingFieldsQuery.graphql';
import { CollectionPicker } from '../swipes/CollectionPicker';
import { TeamTagInput } from '../tags/TeamTagInput';

/** The chosen team's tags and collections for the save screen (read per team: a cheap query). */
export function ShareFilingFields({
  teamId,
  tags,
  collectionIds,
  onTagsChange,
  onCollectionsChange,
}: {
  teamId: string;
  tags: string[];
  collectionIds: string[];
  onTagsChange: (tags: string[]) => void;
  onCollectionsChange: (ids: string[]) => void;
}) {
  const { node: team } = useLazyLoadQuery<ShareFilingFieldsQuery>(
    graphql`
      query ShareFilingFieldsQuery($teamId: ID!) {
        node(id: $teamId) {
          ... on Team {
            tags(first: 100) {
              totalCount
              edges {
                node {
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
          }
        }
      }
    `,
    { teamId },
  );
  const suggestions = (team?.tags?.edges ?? []).flatMap((edge) =>
    edge?.node ? [edge.node.title] : [],
  );
  const collections = (team?.collections?.edges ?? []).flatMap((edge) =>
    edge?.node ? [{ id: edge.node.id, name: edge.node.name }] : [],
  );
  return (
    <>
      <TeamTagInput
        teamId={teamId}
        tagCount={team?.tags?.totalCount ?? 0}
        suggestions={suggestions}
        value={tags}
        onChange={onTagsChange}
      />
      <CollectionPicker
        collections={collections}
        teamId={teamId}
        totalCount={team?.collections?.totalCount ?? 0}
        value={collectionIds}
        onChange={onCollectionsChange}
      />
    </>
  );
}
