import { AppLayout, appLayoutLoader } from '../layouts/AppLayout';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { SwipesPage, swipesLoader } from '../pages/SwipesPage';

export const appLayoutRoute = { loader: appLayoutLoader, Component: AppLayout };

export const swipesRoute = { loader: swipesLoader, Component: SwipesPage };

export function comingSoonRoute(title: string, description: string) {
  return { element: <ComingSoonPage title={title} description={description} /> };
}
