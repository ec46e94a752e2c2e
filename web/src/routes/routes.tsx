import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { currentViewer, PublicLayout, publicLayoutLoader } from '../layouts/PublicLayout';
import { safeNext } from '../lib/next';
import { ErrorPage } from '../pages/ErrorPage';
import { HomePage } from '../pages/HomePage';
import { PrivacyPage, TermsPage } from '../pages/LegalPages';
import { LoginPage } from '../pages/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { FirstSwipePage, WelcomePage } from '../pages/OnboardingPages';
import { RegisterPage } from '../pages/RegisterPage';
import { appChildren } from './appChildren';
import { BootScreen, Root, rootLoader } from './Root';

/** /login and /register: signed-in visitors go on to `next` or /swipes. */
async function guestOnlyLoader({ request }: LoaderFunctionArgs) {
  if (await currentViewer()) {
    throw redirect(safeNext(new URL(request.url).searchParams.get('next')));
  }
  return null;
}

// Layout loaders are cheap (store-or-network) and must see a replaced environment.
const always = () => true;

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    shouldRevalidate: always,
    Component: Root,
    HydrateFallback: BootScreen,
    ErrorBoundary: ErrorPage,
    children: [
      {
        id: 'public',
        loader: publicLayoutLoader,
        shouldRevalidate: always,
        Component: PublicLayout,
        children: [
          { index: true, Component: HomePage },
          { path: 'login', loader: guestOnlyLoader, Component: LoginPage },
          { path: 'register', loader: guestOnlyLoader, Component: RegisterPage },
          { path: 'welcome', Component: WelcomePage },
          { path: 'first-swipe', Component: FirstSwipePage },
          { path: 'privacy', Component: PrivacyPage },
          { path: 'terms', Component: TermsPage },
          // Its own small chunk; signed-in visitors can open it too.
          {
            path: 'pricing',
            lazy: () => import('../pages/PricingPage').then((m) => ({ Component: m.PricingPage })),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        id: 'app',
        shouldRevalidate: always,
        // The signed-in app (sidebar, menus, dialogs) is its own chunk: public pages stay light.
        lazy: () => import('./appRoutes').then((m) => m.appLayoutRoute),
        children: appChildren,
      },
    ],
  },
];
