import { Suspense, useCallback, useEffect, useId, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { SavePanelQuery as SavePanelQueryType } from '../__generated__/SavePanelQuery.graphql';
import type { SaveMode, SwipeKind } from '../shared/messages';
import { getLastTeamId } from '../shared/storage';
import type { SwipeFields } from './SaveForm';
import { TeamDetails } from './TeamDetails';
import { usePageVideo } from './usePageVideo';
import { useSave } from './useSave';

const SavePanelQuery = graphql`
  query SavePanelQuery {
    viewer {
      id
      teams(first: 50) {
        edges {
          node {
            id
            name
            type
            viewerRole
          }
        }
      }
    }
  }
`;

/** The team to save to and the details of the swipe, kept while the team changes. */
export function SavePanel({
  tab,
  url,
  serverOrigin,
}: {
  tab: chrome.tabs.Tab & { id: number };
  url: string;
  serverOrigin: string;
}) {
  const data = useLazyLoadQuery<SavePanelQueryType>(SavePanelQuery, {});
  const teams = (data.viewer?.teams.edges ?? [])
    .map((edge) => edge.node)
    .filter((team) => team.viewerRole && team.viewerRole !== 'VIEWER');
  const [teamId, setTeamId] = useState<string | null>(null);
  const [fields, setFields] = useState<SwipeFields>({
    title: tab.title ?? '',
    url,
    kind: 'WEBSITE' as SwipeKind,
    notes: '',
    tags: [],
    collectionIds: [],
  });
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = useCallback(() => setFetchKey((key) => key + 1), []);
  const { status, save } = useSave(tab.id, refresh);
  const selectId = useId();
  const offerVideo = usePageVideo(tab.id);

  // The team last saved to, else the Personal team.
  useEffect(() => {
    if (teamId || !teams.length) return;
    void getLastTeamId().then((last) => {
      const chosen =
        teams.find((team) => team.id === last) ??
        teams.find((team) => team.type === 'PERSONAL') ??
        teams[0];
      if (chosen) setTeamId(chosen.id);
    });
  }, [teamId, teams]);

  if (!teams.length) {
    return (
      <p role="alert">
        You can only view the teams you are in: ask a team's owner to make you an editor.
      </p>
    );
  }
  if (!teamId) return <p role="status">Loading your teams…</p>;
  const team = teams.find((t) => t.id === teamId);

  return (
    <div className="space-y-2">
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="label">
          Team
        </label>
        <select
          id={selectId}
          className="field mt-0"
          value={teamId}
          disabled={status.state === 'saving'}
          onChange={(event) => {
            setTeamId(event.target.value);
            // Collections belong to a team; tags are matched by name in the new one.
            setFields((current) => ({ ...current, collectionIds: [] }));
          }}
        >
          {teams.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      <Suspense fallback={<p role="status">Loading {team?.name ?? 'the team'}…</p>}>
        <TeamDetails
          teamId={teamId}
          url={url}
          fetchKey={fetchKey}
          fields={fields}
          onFieldsChange={setFields}
          status={status}
          onSave={(mode: SaveMode) => void save({ ...fields, teamId }, mode)}
          serverOrigin={serverOrigin}
          offerVideo={offerVideo}
        />
      </Suspense>
    </div>
  );
}
