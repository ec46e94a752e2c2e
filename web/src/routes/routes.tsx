import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { examplesRoute } from '../components/examples/routes';
import { PUBLIC_ROUTE_ID, PublicLayout, publicLayoutLoader } from '../layouts/PublicLayout';
import { safeNext } from '../lib/next';
import { currentViewer } from '../lib/viewerStatus';
import { ErrorPage } from '../pages/ErrorPage';
import { HomePage } from '../pages/HomePage';
import { PrivacyPage, TermsPage } from '../pages/LegalPages';
import { NotFoundPage } from '../pages/NotFoundPage';
import { FirstSwipePage, WelcomePage } from '../pages/OnboardingPages';
import { appChildren } from './appChildren';
import { BootScreen } from './BootScreen';
import { Root } from './Root';

/** /login and /register: signed-in visitors go on to `next` or /swipes. */
async function guestOnlyLoader({ request }: LoaderFunctionArgs) {
  if (await currentViewer()) {
    throw redirect(safeNext(new URL(request.url).searchParams.get('next')));
  }
  return null;
}

async function homeLoader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  return redirect((await currentViewer()) ? `/swipes${search}` : `/${search}`);
}

// Layout loaders are cheap (cached until sign-in or sign-out) and must see a replaced
// environment.
const always = () => true;

/**
 * Pathless layout route providing Relay to its children: Relay's runtime loads with them,
 * never with the public pages' first load (docs/web.md).
 */
function relayScope(id: string, children: RouteObject[]): RouteObject {
  return {
    id,
    shouldRevalidate: always,
    lazy: () =>
      import('../relay/RelayScope').then((m) => ({
        loader: m.relayScopeLoader,
        Component: m.RelayScope,
      })),
    children,
  };
}

const contentPages = () => import('../pages/content/ContentPages');
const toolPages = () => import('../pages/tools/ToolsPages');
const marketingPages = () => import('../pages/MarketingPages');

const publicSiteRoutes: RouteObject[] = [
  { path: 'docs', lazy: () => contentPages().then((m) => ({ Component: m.DocsIndexPage })) },
  {
    path: 'docs/:slug',
    lazy: () => contentPages().then((m) => ({ loader: m.docLoader, Component: m.DocPage })),
  },
  { path: 'blog', lazy: () => contentPages().then((m) => ({ Component: m.BlogIndexPage })) },
  {
    path: 'blog/:slug',
    lazy: () => contentPages().then((m) => ({ loader: m.postLoader, Component: m.BlogPostPage })),
  },
  {
    path: 'changelog',
    lazy: () => contentPages().then((m) => ({ Component: m.ChangelogPage })),
  },
  { path: 'tools', lazy: () => toolPages().then((m) => ({ Component: m.ToolsIndexPage })) },
  {
    path: 'tools/subject-line-checker',
    lazy: () => toolPages().then((m) => ({ Component: m.SubjectLineCheckerPage })),
  },
  {
    path: 'tools/headline-analyzer',
    lazy: () => toolPages().then((m) => ({ Component: m.HeadlineAnalyzerPage })),
  },
  { path: 'roadmap', lazy: () => marketingPages().then((m) => ({ Component: m.RoadmapPage })) },
  { path: 'mobile', lazy: () => marketingPages().then((m) => ({ Component: m.MobilePage })) },
  {
    path: 'affiliates',
    lazy: () => marketingPages().then((m) => ({ Component: m.AffiliatesPage })),
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Root,
    HydrateFallback: BootScreen,
    ErrorBoundary: ErrorPage,
    children: [
      // No layout (spec): the server screenshots it for page previews.
      {
        path: 'og-template',
        lazy: () =>
          import('../pages/OgTemplatePage').then((m) => ({ Component: m.OgTemplatePage })),
      },
      {
        id: PUBLIC_ROUTE_ID,
        loader: publicLayoutLoader,
        shouldRevalidate: always,
        Component: PublicLayout,
        children: [
          { index: true, Component: HomePage },
          // The spec's "home": the signed-in home (/swipes), or the site's home signed out.
          { path: 'home', loader: homeLoader },
          { path: 'welcome', Component: WelcomePage },
          { path: 'first-swipe', Component: FirstSwipePage },
          { path: 'privacy', Component: PrivacyPage },
          { path: 'terms', Component: TermsPage },
          // Public site (docs/web.md): each group is a lazily loaded chunk of its own.
          ...publicSiteRoutes,
          // Its own small chunk; signed-in visitors can open it too.
          {
            path: 'pricing',
            lazy: () =>
              import('../pages/PricingPage').then((m) => ({
                loader: m.pricingLoader,
                Component: m.PricingPage,
              })),
          },
          relayScope('public-relay', [
            {
              path: 'login',
              loader: guestOnlyLoader,
              lazy: () => import('../pages/LoginPage').then((m) => ({ Component: m.LoginPage })),
            },
            {
              path: 'register',
              loader: guestOnlyLoader,
              lazy: () =>
                import('../pages/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
            },
            // Opened by the extension on install: signed out, it says to sign in first.
            {
              path: 'extension-installed',
              lazy: () =>
                import('../pages/ExtensionInstalledPage').then((m) => ({
                  loader: m.extensionInstalledLoader,
                  Component: m.ExtensionInstalledPage,
                })),
            },
            // Where Stripe Checkout sends the buyer back (docs/billing.md).
            {
              path: 'plan-confirmation',
              lazy: () =>
                import('../pages/PlanConfirmationPage').then((m) => ({
                  loader: m.planConfirmationLoader,
                  Component: m.PlanConfirmationPage,
                })),
            },
            // An email's unsubscribe link (docs/collaboration.md): signed in or not, it stops
            // that email when the button is pressed (never on load: mail scanners open links).
            {
              path: 'unsubscribe',
              lazy: () =>
                import('../pages/UnsubscribePage').then((m) => ({ Component: m.UnsubscribePage })),
            },
            // The save screen of the installed app's share target (docs/share.md): what a
            // phone shared (`/share/<id>`) or an address names (`/share?url=…`).
            ...['share', 'share/:shareId'].map((path) => ({
              path,
              lazy: () =>
                import('../pages/SharePage').then((m) => ({
                  loader: m.shareLoader,
                  Component: m.SharePage,
                })),
            })),
            // A published collection, read-only, for anyone; embeddable (docs/swipes.md).
            {
              path: 'collection/:token',
              lazy: () =>
                import('../pages/PublicCollectionPage').then((m) => ({
                  loader: m.publicCollectionLoader,
                  Component: m.PublicCollectionPage,
                })),
            },
          ]),
          { path: '*', Component: NotFoundPage },
        ],
      },
      // The public examples gallery: its own layout, its own lazily loaded chunk.
      examplesRoute,
      relayScope('app-relay', [
        {
          id: 'app',
          shouldRevalidate: always,
          // The signed-in app's layout (sidebar, menus, dialogs) is its own chunk: public pages
          // stay light, and it loads beside the page's own chunk (appChildren).
          lazy: () =>
            import('../layouts/AppLayout').then((m) => ({
              loader: m.appLayoutLoader,
              Component: m.AppLayout,
            })),
          children: appChildren,
        },
      ]),
    ],
  },
];
