import { AppLayout, appLayoutLoader } from '../layouts/AppLayout';
import { CollectionPage, collectionLoader } from '../pages/CollectionPage';
import { CollectionsPage, collectionsLoader } from '../pages/CollectionsPage';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { SwipesPage, swipesLoader } from '../pages/SwipesPage';

export const appLayoutRoute = { loader: appLayoutLoader, Component: AppLayout };

export const swipesRoute = { loader: swipesLoader, Component: SwipesPage };

export const collectionsRoute = { loader: collectionsLoader, Component: CollectionsPage };

export const collectionRoute = { loader: collectionLoader, Component: CollectionPage };

export function comingSoonRoute(title: string, description: string) {
  return { element: <ComingSoonPage title={title} description={description} /> };
}
