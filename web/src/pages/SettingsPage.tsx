import { Suspense } from 'react';
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
import { SettingsSection } from '../components/SettingsSection';
import { useTeamPicker } from '../components/teams/TeamPicker';
import { pageTitle } from '../lib/site';
import { useScrollToHash } from '../lib/useScrollToHash';
import { preload } from '../relay/preload';

export const SettingsPageQuery = graphql`
  query SettingsPageQuery {
    billing {
      paymentsConfigured
    }
    viewer {
      id
      isAdmin
      ...ProfileSection_viewer
      ...NotificationsSection_viewer
      ...ApiTokensSection_viewer
      ...SessionsSection_viewer
      ...AdminViewsSection_viewer
      ...ExportSection_viewer
      ...TeamPicker_viewer
    }
  }
`;

export function settingsLoader() {
  return { queryRef: preload<SettingsPageQueryType>(SettingsPageQuery, {}) };
}

interface SectionLink {
  id: string;
  title: string;
}

export function SettingsPage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof settingsLoader>;
  const data = usePreloadedQuery<SettingsPageQueryType>(SettingsPageQuery, queryRef);
  const viewer = data.viewer;
  const { team } = useTeamPicker(viewer);
  useScrollToHash();
  if (!viewer) return null;

  const sections: SectionLink[] = [
    { id: 'profile', title: 'Profile' },
    { id: 'password', title: 'Password' },
    { id: 'notifications', title: 'Notifications' },
    { id: 'email-swipes', title: 'Email swipes' },
    { id: 'billing', title: 'Plan and billing' },
    { id: 'ai-remix', title: 'AI Remix' },
    { id: 'tokens', title: 'Extension and API tokens' },
    { id: 'sessions', title: 'Signed-in browsers' },
    { id: 'admin-access', title: 'Administrator access' },
    { id: 'export', title: 'Export' },
    { id: 'import', title: 'Import' },
    ...(viewer.isAdmin ? [{ id: 'administration', title: 'Administration' }] : []),
  ];

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-8">
      <title>{pageTitle('Settings')}</title>
      <h1 className="text-2xl font-bold tracking-tight">Settings</h1>
      <nav aria-label="Settings sections" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-block rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

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
        <InboundEmailSection />

        <SettingsSection
          id="billing"
          title="Plan and billing"
          description="The plan of the team selected in the sidebar."
        >
          {team ? (
            <ErrorBoundary
              key={team.id}
              fallback={<p className="text-red-700">Unable to fetch team info</p>}
            >
              <Suspense
                fallback={
                  <p className="text-slate-600" role="status">
                    Loading plan…
                  </p>
                }
              >
                <BillingSection
                  teamId={team.id}
                  paymentsConfigured={data.billing.paymentsConfigured}
                />
              </Suspense>
            </ErrorBoundary>
          ) : (
            <p className="text-slate-600">You are not a member of any team yet.</p>
          )}
        </SettingsSection>

        <SettingsSection
          id="ai-remix"
          title="AI Remix"
          description="Variants AI Remix wrote for the team selected in the sidebar this month."
        >
          {team ? (
            <ErrorBoundary
              key={team.id}
              fallback={<p className="text-red-700">AI Remix usage could not be loaded.</p>}
            >
              <Suspense
                fallback={
                  <p className="text-slate-600" role="status">
                    Loading AI Remix usage…
                  </p>
                }
              >
                <AiRemixSection teamId={team.id} />
              </Suspense>
            </ErrorBoundary>
          ) : (
            <p className="text-slate-600">You are not a member of any team yet.</p>
          )}
        </SettingsSection>

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
            <Suspense
              fallback={
                <p className="text-slate-600" role="status">
                  Loading imports…
                </p>
              }
            >
              <ImportSection selectedTeamId={team?.id ?? null} />
            </Suspense>
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
