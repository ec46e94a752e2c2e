import { AI_REMIX_OFF } from '@swipestack/common/remix';
import { can } from '@swipestack/common/roles';
import { Suspense, useCallback, useState } from 'react';
import { graphql, useLazyLoadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router';
import type { RemixPageQuery as RemixPageQueryType } from '../__generated__/RemixPageQuery.graphql';
import type { RemixPageTeamQuery as RemixPageTeamQueryType } from '../__generated__/RemixPageTeamQuery.graphql';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { AiUsageMeter } from '../components/remix/AiUsageMeter';
import { RemixBriefForm } from '../components/remix/RemixBriefForm';
import { RemixHistory } from '../components/remix/RemixList';
import { useTeamPicker } from '../components/teams/TeamPicker';
import { pageTitle } from '../lib/site';
import { preload } from '../relay/preload';
import { requestErrorMessage } from '../relay/requestErrors';

// /remix (docs/remix.md): AI Remix for the team selected in the sidebar. A brief (and, with
// `?swipe=<id>`, the swipe to start from) asks for variants, which stream in on top of the
// team's earlier remixes; each can be rated, edited, copied and saved as a swipe.

export const RemixPageQuery = graphql`
  query RemixPageQuery {
    aiRemixSetup {
      available
      model
      setupHelp
    }
    viewer {
      id
      ...TeamPicker_viewer
    }
  }
`;

const RemixPageTeamQuery = graphql`
  query RemixPageTeamQuery($teamId: ID!) {
    node(id: $teamId) {
      ... on Team @alias(as: "team") {
        id
        name
        viewerRole
        ...RemixBriefForm_team
        ...AiUsageMeter_team
      }
    }
  }
`;

export function remixLoader() {
  return { queryRef: preload<RemixPageQueryType>(RemixPageQuery, {}) };
}

const SETUP_NOTICE_ID = 'remix-setup-help';

function TeamRemix({
  teamId,
  sourceSwipeId,
  unavailableReasonId,
  onRemoveSource,
  onSwitchTeam,
}: {
  teamId: string;
  sourceSwipeId: string | null;
  unavailableReasonId: string | null;
  onRemoveSource: () => void;
  onSwitchTeam: (teamId: string) => void;
}) {
  const data = useLazyLoadQuery<RemixPageTeamQueryType>(
    RemixPageTeamQuery,
    { teamId },
    { fetchPolicy: 'store-and-network' },
  );
  const [justCreated, setJustCreated] = useState<string | null>(null);
  const team = data.node?.team;
  if (!team) return <p className="mt-8 text-slate-600">This team could not be loaded.</p>;
  // Viewers read the team's remixes; writing, rating, editing and saving need an editor.
  const canEdit = can(team.viewerRole, 'editContent');
  return (
    <>
      {canEdit ? (
        <RemixBriefForm
          team={team}
          sourceSwipeId={sourceSwipeId}
          unavailableReasonId={unavailableReasonId}
          onRemoveSource={onRemoveSource}
          onSwitchTeam={onSwitchTeam}
          onCreated={setJustCreated}
        />
      ) : (
        <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
          <p className="text-sm text-slate-700">
            You can read {team.name}’s remixes. Editors, admins and owners of the team write new
            ones.
          </p>
          <AiUsageMeter team={team} />
        </div>
      )}
      <ErrorBoundary
        key={sourceSwipeId ?? ''}
        fallback={(error) => (
          <p role="alert" className="mt-8 text-red-700">
            The remixes could not be loaded. {requestErrorMessage(error)}
          </p>
        )}
      >
        <Suspense
          fallback={
            <p role="status" className="mt-10 text-slate-600">
              Loading remixes…
            </p>
          }
        >
          <RemixHistory
            key={sourceSwipeId ?? ''}
            teamId={team.id}
            canEdit={canEdit}
            sourceSwipeId={sourceSwipeId}
            justCreated={justCreated}
          />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

export function RemixPage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof remixLoader>;
  const data = usePreloadedQuery<RemixPageQueryType>(RemixPageQuery, queryRef);
  const viewer = data.viewer;
  const { team, selectTeam } = useTeamPicker(viewer);
  const [searchParams, setSearchParams] = useSearchParams();
  const sourceSwipeId = searchParams.get('swipe') || null;
  const removeSource = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('swipe');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  if (!viewer) return null;
  const setup = data.aiRemixSetup;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
      <title>{pageTitle('AI Remix')}</title>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold tracking-tight">AI Remix</h1>
        <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-800">
          Beta
        </span>
      </div>
      <p className="mt-1 max-w-2xl text-slate-600">
        Fresh copy from a brief, or from a swipe you admire: variants of headlines, body copy, calls
        to action and subject lines to rate, edit and keep.
        {setup.available && setup.model ? ` Written by ${setup.model}.` : ''}
      </p>

      {setup.available ? null : setup.setupHelp ? (
        // The server sends the setup to administrators only (docs/remix.md).
        <section
          aria-labelledby="remix-setup-heading"
          className="mt-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3"
        >
          <h2 id="remix-setup-heading" className="font-semibold text-amber-950">
            AI Remix is not set up on this server
          </h2>
          <p id={SETUP_NOTICE_ID} className="mt-1 text-sm text-amber-950">
            {setup.setupHelp}
          </p>
        </section>
      ) : (
        <p
          id={SETUP_NOTICE_ID}
          className="mt-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-950"
        >
          {AI_REMIX_OFF}
        </p>
      )}

      <div className="mt-6">
        {team ? (
          <ErrorBoundary
            key={team.id}
            fallback={(error) => (
              <p role="alert" className="text-red-700">
                This team could not be loaded. {requestErrorMessage(error)}
              </p>
            )}
          >
            <Suspense
              fallback={
                <p className="text-slate-600" role="status">
                  Loading AI Remix…
                </p>
              }
            >
              <TeamRemix
                teamId={team.id}
                sourceSwipeId={sourceSwipeId}
                unavailableReasonId={setup.available ? null : SETUP_NOTICE_ID}
                onRemoveSource={removeSource}
                onSwitchTeam={selectTeam}
              />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <p className="text-slate-600">You are not a member of any team yet.</p>
        )}
      </div>
    </div>
  );
}
