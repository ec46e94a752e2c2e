import type { RouteObject } from 'react-router';

// Children of the signed-in app layout: each page is a chunk of its own (with its loader), so
// a first visit fetches the layout and that one page, in parallel, not every page of the app.
export const appChildren: RouteObject[] = [
  {
    path: 'swipes',
    lazy: () =>
      import('../pages/SwipesPage').then((m) => ({
        loader: m.swipesLoader,
        Component: m.SwipesPage,
      })),
  },
  {
    path: 'swipes/guide',
    lazy: () =>
      import('../pages/GuidePage').then((m) => ({ loader: m.guideLoader, Component: m.GuidePage })),
  },
  {
    path: 'collections',
    lazy: () =>
      import('../pages/CollectionsPage').then((m) => ({
        loader: m.collectionsLoader,
        Component: m.CollectionsPage,
      })),
  },
  {
    path: 'collections/:collectionId',
    lazy: () =>
      import('../pages/CollectionPage').then((m) => ({
        loader: m.collectionLoader,
        Component: m.CollectionPage,
      })),
  },
  {
    path: 'inbox',
    lazy: () =>
      import('../pages/InboxPage').then((m) => ({ loader: m.inboxLoader, Component: m.InboxPage })),
  },
  {
    path: 'activity',
    lazy: () =>
      import('../pages/ActivityPage').then((m) => ({
        loader: m.activityLoader,
        Component: m.ActivityPage,
      })),
  },
  {
    path: 'discover',
    lazy: () =>
      import('../pages/DiscoverPage').then((m) => ({
        loader: m.discoverLoader,
        Component: m.DiscoverPage,
      })),
  },
  {
    path: 'remix',
    lazy: () =>
      import('../pages/RemixPage').then((m) => ({ loader: m.remixLoader, Component: m.RemixPage })),
  },
  {
    path: 'finder',
    lazy: () =>
      import('../pages/FinderPage').then((m) => ({
        loader: m.finderLoader,
        Component: m.FinderPage,
      })),
  },
  {
    path: 'settings',
    lazy: () =>
      import('../pages/SettingsPage').then((m) => ({
        loader: m.settingsLoader,
        Component: m.SettingsPage,
      })),
  },
  {
    path: 'admin/users',
    lazy: () =>
      import('../pages/AdminUsersPage').then((m) => ({
        loader: m.adminUsersLoader,
        Component: m.AdminUsersPage,
      })),
  },
  {
    path: 'admin/audit',
    lazy: () =>
      import('../pages/AdminAuditPage').then((m) => ({
        loader: m.adminAuditLoader,
        Component: m.AdminAuditPage,
      })),
  },
  {
    path: 'admin/errors',
    lazy: () =>
      import('../pages/AdminErrorsPage').then((m) => ({
        loader: m.adminErrorsLoader,
        Component: m.AdminErrorsPage,
      })),
  },
  {
    path: 'admin/insights',
    lazy: () =>
      import('../pages/AdminInsightsPage').then((m) => ({
        loader: m.adminInsightsLoader,
        Component: m.AdminInsightsPage,
      })),
  },
  {
    path: 'admin/support',
    lazy: () =>
      import('../pages/AdminSupportPage').then((m) => ({
        loader: m.adminSupportLoader,
        Component: m.AdminSupportPage,
      })),
  },
  {
    path: 'admin/users/:userId',
    lazy: () =>
      import('../pages/AdminUserPage').then((m) => ({
        loader: m.adminUserLoader,
        Component: m.AdminUserPage,
      })),
  },
  // The emailed invite link (signed-out visitors sign in first and come back).
  {
    path: 'invite/:token',
    lazy: () =>
      import('../pages/InvitePage').then((m) => ({
        loader: m.inviteLoader,
        Component: m.InvitePage,
      })),
  },
];
