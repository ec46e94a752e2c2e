import { can } from '@swipestack/common/roles';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { SettingsPageQuery as SettingsPageQueryType } from '../__generated__/SettingsPageQuery.graphql';
import { ApiTokensSection } from '../components/accounts/ApiTokensSection';
import { PasswordSection } from '../components/accounts/PasswordSection';
import { ProfileSection } from '../components/accounts/ProfileSection';
import { SessionsSection } from '../components/accounts/SessionsSection';
import { AdminViewsSection } from '../components/admin/AdminViewsSection';
import { BillingSection } from '../components/billing/BillingSection';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { ExportSection } from '../components/exports/ExportSection';
import { ImportSection } from '../components/imports/ImportSection';
import { InboundEmailSection } from '../components/inbound-email/InboundEmailSection';
import { NotificationsSection } from '../components/notifications/NotificationsSection';
import { AiRemixSection } from '../components/remix/AiRemixSection';
import { SettingsNav, SettingsSection } from '../components/SettingsSection';
import { SelectedTeamBoundary } from '../components/teams/SelectedTeamBoundary';
import { useTeamPicker } from '../components/teams/TeamPicker';
import { WebhooksSection } from '../components/webhooks/WebhooksSection';
import { pageTitle } from '../lib/site';
import { lastSelectedTeamId } from '../lib/teamSelection';
import { useScrollToHash } from '../lib/useScrollToHash';
import { preload } from '../relay/preload';

// $teamIds: the team selected in the sidebar as the loader guesses it (none before the app has
// shown one); the team's sections fetch their part again when the selection is another.
export const SettingsPageQuery = graphql`
  query SettingsPageQuery($teamIds: [ID!]!) {
    ...BillingSection_query @arguments(teamIds: $teamIds)
    ...AiRemixSection_query @arguments(teamIds: $teamIds)
    viewer {
      id
      isAdmin
      ...ProfileSection_viewer
      ...NotificationsSection_viewer
      ...InboundEmailSection_viewer
      ...ApiTokensSection_viewer
      ...SessionsSection_viewer
      ...AdminViewsSection_viewer
      ...ExportSection_viewer
      ...ImportSection_viewer
      ...TeamPicker_viewer
    }
  }
`;

/** Plans, AI usage, imports and the inbound address change elsewhere: read again on each visit. */
export function settingsLoader() {
  const teamId = lastSelectedTeamId();
  return {
    queryRef: preload<SettingsPageQueryType>(
      SettingsPageQuery,
      { teamIds: teamId ? [teamId] : [] },
      'store-and-network',
    ),
  };
}

export function SettingsPage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof settingsLoader>;
  const data = usePreloadedQuery<SettingsPageQueryType>(SettingsPageQuery, queryRef);
  const viewer = data.viewer;
  const { team } = useTeamPicker(viewer);
  const queriedTeamId = queryRef.variables.teamIds[0] ?? null;
  useScrollToHash();
  if (!viewer) return null;
  const managesIntegrations = Boolean(team && can(team.viewerRole, 'manageIntegrations'));

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-8">
      <title>{pageTitle('Settings')}</title>
      <h1 className="text-2xl font-bold tracking-tight">Settings</h1>
      <SettingsNav isAdmin={viewer.isAdmin} showWebhooks={managesIntegrations} />

      <div className="mt-6 space-y-6">
        <SettingsSection id="profile" title="Profile">
          <ProfileSection viewer={viewer} />
        </SettingsSection>
        <SettingsSection
          id="password"
          title="Password"
          description="Changing it signs out your other browsers."
        >
          <PasswordSection />
        </SettingsSection>
        <SettingsSection
          id="notifications"
          title="Notifications"
          description="What reaches your inbox, and which emails Swipestack sends you. Each change is saved at once."
        >
          <NotificationsSection viewer={viewer} />
        </SettingsSection>
        <InboundEmailSection viewer={viewer} />

        <SettingsSection
          id="billing"
          title="Plan and billing"
          description="The plan of the team selected in the sidebar."
        >
          <SelectedTeamBoundary
            teamId={team?.id}
            loading="Loading plan…"
            failed="Unable to fetch team info"
          >
            {team ? (
              <BillingSection query={data} teamId={team.id} queriedTeamId={queriedTeamId} />
            ) : null}
          </SelectedTeamBoundary>
        </SettingsSection>

        <SettingsSection
          id="ai-remix"
          title="AI Remix"
          description="Variants AI Remix wrote for the team selected in the sidebar this month."
        >
          <SelectedTeamBoundary
            teamId={team?.id}
            loading="Loading AI Remix usage…"
            failed="AI Remix usage could not be loaded."
          >
            {team ? (
              <AiRemixSection query={data} teamId={team.id} queriedTeamId={queriedTeamId} />
            ) : null}
          </SelectedTeamBoundary>
        </SettingsSection>

        {team && managesIntegrations ? (
          <SettingsSection
            id="webhooks"
            title="Webhooks"
            description="Send the selected team's events to your own code or a Slack channel. Each POST is signed with the webhook's secret."
          >
            <SelectedTeamBoundary
              teamId={team.id}
              loading="Loading webhooks…"
              failed="The webhooks could not be loaded."
            >
              <WebhooksSection teamId={team.id} />
            </SelectedTeamBoundary>
          </SettingsSection>
        ) : null}

        <SettingsSection
          id="tokens"
          title="Extension and API tokens"
          description="Personal tokens sign in the Chrome extension and your own scripts. Revoke one to sign it out."
        >
          <ApiTokensSection viewer={viewer} />
        </SettingsSection>

        <SettingsSection
          id="sessions"
          title="Signed-in browsers"
          description="Where your account is signed in. Sign out any browser you do not recognise."
        >
          <SessionsSection viewer={viewer} />
        </SettingsSection>

        <SettingsSection
          id="admin-access"
          title="Administrator access"
          description="When Swipestack's administrators viewed your account as you (for support), and why. Each visit lasts at most an hour and everything changed during it is recorded."
        >
          <AdminViewsSection viewer={viewer} />
        </SettingsSection>

        <SettingsSection
          id="export"
          title="Export"
          description="Your swipes belong to you: download the swipes you saved, or a whole team you edit, with every file."
        >
          <ExportSection viewer={viewer} />
        </SettingsSection>

        <SettingsSection
          id="import"
          title="Import"
          description="Bring your swipes and bookmarks from elsewhere into a team."
        >
          <ErrorBoundary
            fallback={<p className="text-red-700">Imports could not be loaded. Reload the page.</p>}
          >
            <ImportSection viewer={viewer} selectedTeamId={team?.id ?? null} />
          </ErrorBoundary>
        </SettingsSection>

        {viewer.isAdmin ? (
          <SettingsSection
            id="administration"
            title="Administration"
            description="Only administrators see this section."
          >
            <p className="text-sm text-slate-700">
              Find accounts, grant or end plans, sign people out and disable accounts in the{' '}
              <Link to="/admin/users" className="font-medium text-indigo-700 hover:underline">
                admin area
              </Link>
              .
            </p>
          </SettingsSection>
        ) : null}
      </div>
    </div>
  );
}
