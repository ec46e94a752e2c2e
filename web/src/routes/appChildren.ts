import type { RouteObject } from 'react-router';

/** Children of the signed-in app layout; their code loads with the app chunk. */
export const appChildren: RouteObject[] = [
  { path: 'swipes', lazy: () => import('./appRoutes').then((m) => m.swipesRoute) },
  { path: 'swipes/guide', lazy: () => import('./appRoutes').then((m) => m.guideRoute) },
  { path: 'collections', lazy: () => import('./appRoutes').then((m) => m.collectionsRoute) },
  {
    path: 'collections/:collectionId',
    lazy: () => import('./appRoutes').then((m) => m.collectionRoute),
  },
  { path: 'inbox', lazy: () => import('./appRoutes').then((m) => m.inboxRoute) },
  { path: 'activity', lazy: () => import('./appRoutes').then((m) => m.activityRoute) },
  { path: 'discover', lazy: () => import('./appRoutes').then((m) => m.discoverRoute) },
  { path: 'remix', lazy: () => import('./appRoutes').then((m) => m.remixRoute) },
  { path: 'finder', lazy: () => import('./appRoutes').then((m) => m.finderRoute) },
  { path: 'settings', lazy: () => import('./appRoutes').then((m) => m.settingsRoute) },
  { path: 'admin/users', lazy: () => import('./appRoutes').then((m) => m.adminUsersRoute) },
  { path: 'admin/audit', lazy: () => import('./appRoutes').then((m) => m.adminAuditRoute) },
  { path: 'admin/errors', lazy: () => import('./appRoutes').then((m) => m.adminErrorsRoute) },
  {
    path: 'admin/insights',
    // A chunk of its own: the chart library loads only here.
    lazy: () =>
      import('../pages/AdminInsightsPage').then((m) => ({
        loader: m.adminInsightsLoader,
        Component: m.AdminInsightsPage,
      })),
  },
  { path: 'admin/support', lazy: () => import('./appRoutes').then((m) => m.adminSupportRoute) },
  {
    path: 'admin/users/:userId',
    lazy: () => import('./appRoutes').then((m) => m.adminUserRoute),
  },
  // The emailed invite link (signed-out visitors sign in first and come back).
  { path: 'invite/:token', lazy: () => import('./appRoutes').then((m) => m.inviteRoute) },
];
