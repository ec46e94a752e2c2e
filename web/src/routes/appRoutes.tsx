import { AppLayout, appLayoutLoader } from '../layouts/AppLayout';
import { ActivityPage, activityLoader } from '../pages/ActivityPage';
import { AdminAuditPage, adminAuditLoader } from '../pages/AdminAuditPage';
import { AdminErrorsPage, adminErrorsLoader } from '../pages/AdminErrorsPage';
import { AdminSupportPage, adminSupportLoader } from '../pages/AdminSupportPage';
import { AdminUserPage, adminUserLoader } from '../pages/AdminUserPage';
import { AdminUsersPage, adminUsersLoader } from '../pages/AdminUsersPage';
import { CollectionPage, collectionLoader } from '../pages/CollectionPage';
import { CollectionsPage, collectionsLoader } from '../pages/CollectionsPage';
import { DiscoverPage, discoverLoader } from '../pages/DiscoverPage';
import { FinderPage, finderLoader } from '../pages/FinderPage';
import { GuidePage, guideLoader } from '../pages/GuidePage';
import { InboxPage, inboxLoader } from '../pages/InboxPage';
import { InvitePage, inviteLoader } from '../pages/InvitePage';
import { RemixPage, remixLoader } from '../pages/RemixPage';
import { SettingsPage, settingsLoader } from '../pages/SettingsPage';
import { SwipesPage, swipesLoader } from '../pages/SwipesPage';

export const appLayoutRoute = { loader: appLayoutLoader, Component: AppLayout };

export const swipesRoute = { loader: swipesLoader, Component: SwipesPage };

export const guideRoute = { loader: guideLoader, Component: GuidePage };

export const collectionsRoute = { loader: collectionsLoader, Component: CollectionsPage };

export const collectionRoute = { loader: collectionLoader, Component: CollectionPage };

export const inviteRoute = { loader: inviteLoader, Component: InvitePage };

export const inboxRoute = { loader: inboxLoader, Component: InboxPage };

export const activityRoute = { loader: activityLoader, Component: ActivityPage };

export const discoverRoute = { loader: discoverLoader, Component: DiscoverPage };

export const remixRoute = { loader: remixLoader, Component: RemixPage };

export const finderRoute = { loader: finderLoader, Component: FinderPage };

export const settingsRoute = { loader: settingsLoader, Component: SettingsPage };

export const adminUsersRoute = { loader: adminUsersLoader, Component: AdminUsersPage };

export const adminUserRoute = { loader: adminUserLoader, Component: AdminUserPage };
export const adminAuditRoute = { loader: adminAuditLoader, Component: AdminAuditPage };
export const adminErrorsRoute = { loader: adminErrorsLoader, Component: AdminErrorsPage };
export const adminSupportRoute = { loader: adminSupportLoader, Component: AdminSupportPage };
