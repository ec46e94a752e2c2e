export interface AppNavItem {
  label: string;
  to: string;
  badge?: 'New' | 'Beta';
}

/** Sidebar of the signed-in app (spec §2). */
export const APP_NAV: readonly AppNavItem[] = [
  { label: 'Swipes', to: '/swipes' },
  { label: 'Inbox', to: '/inbox' },
  { label: 'Activity', to: '/activity' },
  { label: 'Collections', to: '/collections' },
  { label: 'Discover', to: '/discover', badge: 'New' },
  { label: 'AI Remix', to: '/remix', badge: 'Beta' },
  { label: 'Ad Finder', to: '/finder', badge: 'Beta' },
  { label: 'Settings', to: '/settings' },
];

/** Below the rest, for administrators only (the server checks every admin field). */
export const ADMIN_NAV: AppNavItem = { label: 'Admin', to: '/admin/users' };

/** Whether a path is the signed-in app's (its sections above, and an invite's link). */
export function isAppPath(pathname: string): boolean {
  const section = `/${pathname.split('/')[1] ?? ''}`;
  return (
    section === '/invite' ||
    [...APP_NAV, ADMIN_NAV].some((item) => item.to.split('/', 2).join('/') === section)
  );
}
