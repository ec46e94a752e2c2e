import { Suspense, useEffect, useId, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import {
  type LoaderFunctionArgs,
  NavLink,
  Outlet,
  redirect,
  useLoaderData,
  useLocation,
} from 'react-router';
import type { AppLayoutQuery as AppLayoutQueryType } from '../__generated__/AppLayoutQuery.graphql';
import type { TeamSelectorQuery as TeamSelectorQueryType } from '../__generated__/TeamSelectorQuery.graphql';
import { ExtensionAutoConnect } from '../components/accounts/ExtensionAutoConnect';
import { SessionWatcher } from '../components/accounts/SessionWatcher';
import { SignOutButton } from '../components/accounts/SignOutButton';
import { ImpersonationBanner } from '../components/admin/ImpersonationBanner';
import { ConnectionBanner } from '../components/ConnectionBanner';
import { DiscoverNavBadge } from '../components/discover/DiscoverNavBadge';
import { HelpMenu } from '../components/HelpMenu';
import { Logo } from '../components/Logo';
import { NavBadge } from '../components/NavBadge';
import { inboxLinkName, UnreadBadge } from '../components/notifications/UnreadBadge';
import { QuickStartPanel } from '../components/onboarding/QuickStartPanel';
import { SelectedTeamPresenceProvider } from '../components/presence/PresenceProvider';
import { TeamPresenceAvatars } from '../components/presence/TeamPresenceAvatars';
import { MAIN_ID } from '../components/SkipLink';
import { SupportChat } from '../components/support/SupportChat';
import { PaywallModal } from '../components/swipes/PaywallModal';
import { TeamSelector, TeamSelectorQuery } from '../components/TeamSelector';
import { TeamDialogs } from '../components/teams/TeamDialogs';
import { WhatsNew } from '../components/WhatsNew';
import { ADMIN_NAV, APP_NAV } from '../lib/appNav';
import { loginRedirectPath } from '../lib/next';
import { useSupportChatOpen, useSupportOpenParam } from '../lib/supportChat';
import { useTeamIdParam } from '../lib/teamSelection';
import { useCheckoutReturn } from '../lib/useCheckoutReturn';
import { forgetViewer } from '../lib/viewerStatus';
import { fetchData, preload } from '../relay/preload';

export const AppLayoutQuery = graphql`
  query AppLayoutQuery {
    viewer {
      id
      email
      isAdmin
      supportUnreadCount
      # The sidebar's Inbox count; the viewer's live events keep it current.
      unreadNotificationCount
      ...ImpersonationBanner_viewer
    }
  }
`;

export interface AppLayoutData {
  queryRef: PreloadedQuery<AppLayoutQueryType>;
  teamsRef: PreloadedQuery<TeamSelectorQueryType>;
}

/** Signed-in routes: signed-out visitors go to /login?next=<path+search>. */
export async function appLayoutLoader({ request }: LoaderFunctionArgs): Promise<AppLayoutData> {
  const teamsRef = preload<TeamSelectorQueryType>(TeamSelectorQuery, {});
  const data = await fetchData<AppLayoutQueryType>(AppLayoutQuery, {});
  if (!data?.viewer) {
    // The session ended without this tab signing out (e.g. it expired): /login must not
    // send the visitor back here on the public pages' remembered answer.
    forgetViewer();
    const url = new URL(request.url);
    // The request has no #fragment; a page opened at this address (a link in an email to
    // /settings#notifications) still has it in the window's location.
    const here = window.location.pathname === url.pathname ? window.location.hash : '';
    throw redirect(loginRedirectPath(url.pathname, `${url.search}${here}`));
  }
  return { queryRef: preload<AppLayoutQueryType>(AppLayoutQuery, {}), teamsRef };
}

function SidebarContent({
  teamsRef,
  isAdmin,
  userId,
  supportUnread,
  inboxUnread,
}: {
  teamsRef: AppLayoutData['teamsRef'];
  isAdmin: boolean;
  userId: string;
  supportUnread: number;
  inboxUnread: number;
}) {
  return (
    <div className="flex h-full flex-col gap-6">
      <TeamSelector queryRef={teamsRef} />
      <nav aria-label="App">
        <ul className="space-y-1">
          {[...APP_NAV, ...(isAdmin ? [ADMIN_NAV] : [])].map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === '/swipes'}
                aria-label={
                  item.to === '/inbox' ? inboxLinkName(item.label, inboxUnread) : undefined
                }
                className={({ isActive }) =>
                  `flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium ${
                    isActive
                      ? 'bg-indigo-50 text-indigo-800'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                  }`
                }
              >
                {item.label}
                {item.to === '/discover' ? (
                  <DiscoverNavBadge teamsRef={teamsRef} />
                ) : item.to === '/inbox' ? (
                  <UnreadBadge count={inboxUnread} />
                ) : item.badge ? (
                  <NavBadge>{item.badge}</NavBadge>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto space-y-1 border-t border-slate-200 pt-4">
        <WhatsNew userId={userId} />
        <HelpMenu supportUnread={supportUnread} />
        <SignOutButton className="w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100" />
      </div>
    </div>
  );
}

export function AppLayout() {
  const { queryRef, teamsRef } = useLoaderData() as AppLayoutData;
  const data = usePreloadedQuery<AppLayoutQueryType>(AppLayoutQuery, queryRef);
  const viewer = data.viewer;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  useTeamIdParam(viewer?.id ?? '');
  useCheckoutReturn();
  useSupportOpenParam();
  const chatOpen = useSupportChatOpen();

  // Close the mobile menu after navigating.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => setMenuOpen(false), [pathname]);

  if (!viewer) return null; // the loader redirects; a revoked session is handled by SessionWatcher

  const page = (
    <div className="min-h-dvh bg-slate-50">
      <ImpersonationBanner viewer={viewer} />
      <ConnectionBanner />
      <div className="md:flex">
        <SessionWatcher />
        <ExtensionAutoConnect viewerEmail={viewer.email} />
        <QuickStartPanel />
        <PaywallModal />
        <TeamDialogs queryRef={teamsRef} />
        {/* Small screens: top bar with a menu button */}
        <header className="sticky top-0 z-30 border-b border-slate-200 bg-white md:hidden">
          <div className="flex items-center justify-between px-4 py-3">
            <Logo to="/swipes" />
            <TeamPresenceAvatars compact className="mr-3 ml-auto" />
            <button
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium"
            >
              {menuOpen ? 'Close menu' : 'Menu'}
              {/* Unread notifications wait in the menu's Inbox link (which says how many). */}
              {!menuOpen && viewer.unreadNotificationCount > 0 ? (
                <span
                  aria-hidden="true"
                  className="ml-1.5 inline-block size-2 rounded-full bg-indigo-600 align-middle"
                />
              ) : null}
            </button>
          </div>
          <div id={menuId} hidden={!menuOpen} className="border-t border-slate-200 px-4 py-4">
            {menuOpen ? (
              <SidebarContent
                teamsRef={teamsRef}
                isAdmin={viewer.isAdmin}
                userId={viewer.id}
                supportUnread={viewer.supportUnreadCount}
                inboxUnread={viewer.unreadNotificationCount}
              />
            ) : null}
          </div>
        </header>
        {/* Wide screens: sidebar */}
        <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-6 border-r border-slate-200 bg-white px-4 py-5 md:flex">
          <Logo to="/swipes" className="px-1" />
          <TeamPresenceAvatars className="px-1" />
          <SidebarContent
            teamsRef={teamsRef}
            isAdmin={viewer.isAdmin}
            userId={viewer.id}
            supportUnread={viewer.supportUnreadCount}
            inboxUnread={viewer.unreadNotificationCount}
          />
        </aside>
        <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <Suspense fallback={<p className="p-8 text-slate-600">Loading…</p>}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      {chatOpen ? <SupportChat /> : null}
    </div>
  );
  // Who else has the selected team open (the avatars above, and the swipe detail view's).
  return <SelectedTeamPresenceProvider teamsRef={teamsRef}>{page}</SelectedTeamPresenceProvider>;
}
