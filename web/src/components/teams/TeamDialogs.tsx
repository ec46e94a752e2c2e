import { Suspense } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { TeamDialogs_viewer$key } from '../../__generated__/TeamDialogs_viewer.graphql';
import type { TeamSelectorQuery as TeamSelectorQueryType } from '../../__generated__/TeamSelectorQuery.graphql';
import { closeTeamDialog, useTeamDialog } from '../../lib/teamDialogs';
import { ErrorBoundary } from '../ErrorBoundary';
import { TeamSelectorQuery } from '../TeamSelector';
import { CreateTeamDialog } from './CreateTeamDialog';
import { InvitesDialog } from './InvitesDialog';
import { LiveTeamEvents } from './LiveTeamEvents';
import { LiveViewerEvents } from './LiveViewerEvents';
import { ManageTeamDialog } from './ManageTeamDialog';
import { useTeamPicker } from './TeamPicker';

function Dialogs({ viewer }: { viewer: TeamDialogs_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment TeamDialogs_viewer on User {
        id
        canCreateTeam
        ...TeamPicker_viewer
        ...InvitesDialog_viewer
      }
    `,
    viewer,
  );
  const { team: selected } = useTeamPicker(data);
  const dialog = useTeamDialog();
  return (
    <>
      <CreateTeamDialog userId={data.id} open={dialog === 'create'} onClose={closeTeamDialog} />
      <ManageTeamDialog
        teamId={selected?.id ?? null}
        canCreateTeam={data.canCreateTeam}
        open={dialog === 'manage'}
        onClose={closeTeamDialog}
      />
      <InvitesDialog viewer={data} open={dialog === 'invites'} onClose={closeTeamDialog} />
      {selected ? <LiveTeamEvents teamId={selected.id} /> : null}
      <LiveViewerEvents />
    </>
  );
}

function DialogsLoader({ queryRef }: { queryRef: PreloadedQuery<TeamSelectorQueryType> }) {
  const data = usePreloadedQuery<TeamSelectorQueryType>(TeamSelectorQuery, queryRef);
  return data.viewer ? <Dialogs viewer={data.viewer} /> : null;
}

/**
 * The app layout's team dialogs (new team, manage team, invites), the selected team's live
 * events and the viewer's own (invites to them), rendered once: the sidebar exists twice (wide
 * and small screens) and only opens the dialogs (`lib/teamDialogs`).
 */
export function TeamDialogs({ queryRef }: { queryRef: PreloadedQuery<TeamSelectorQueryType> }) {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <DialogsLoader queryRef={queryRef} />
      </Suspense>
    </ErrorBoundary>
  );
}
