import type { RouteObject } from 'react-router';
import { EXAMPLES_ROUTE_ID } from './ids';

/**
 * The public examples gallery (docs/examples.md): its layout and pages are one lazily loaded
 * chunk that never imports the signed-in app; only these route objects are in the main bundle.
 */
export const examplesRoute: RouteObject = {
  id: EXAMPLES_ROUTE_ID,
  path: 'examples',
  lazy: () =>
    import('./ExamplesLayout').then((m) => ({
      loader: m.examplesLayoutLoader,
      Component: m.ExamplesLayout,
    })),
  children: [
    {
      index: true,
      lazy: () => import('./ExamplePages').then((m) => ({ Component: m.ExamplesHomePage })),
    },
    {
      path: ':section',
      lazy: () => import('./ExamplePages').then((m) => ({ Component: m.ExampleCategoryPage })),
    },
    {
      path: ':section/:slug',
      lazy: () => import('./ExamplePages').then((m) => ({ Component: m.ExamplePage })),
    },
  ],
};
