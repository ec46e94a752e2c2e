// Every path the web app has a page for, as patterns (":name" stands for one segment). The web
// build writes them into page-heads.json and the server answers any other path with 404 and
// the not-found page (server/src/http/page-heads.ts); knownPaths.test.ts checks the list
// against the router's routes, so a new route must be added here.

export const KNOWN_PATH_PATTERNS: readonly string[] = [
  // Public pages.
  '/',
  '/welcome',
  '/first-swipe',
  '/privacy',
  '/terms',
  '/docs',
  '/docs/:slug',
  '/blog',
  '/blog/:slug',
  '/changelog',
  '/tools',
  '/tools/subject-line-checker',
  '/tools/headline-analyzer',
  '/roadmap',
  '/mobile',
  '/home',
  '/affiliates',
  '/pricing',
  '/login',
  '/register',
  '/plan-confirmation',
  '/og-template',
  '/collection/:token',
  '/examples',
  '/examples/:section',
  '/examples/:section/:slug',
  // The signed-in app (signed-out visitors are sent to /login by the page itself).
  '/swipes',
  '/swipes/guide',
  '/collections',
  '/collections/:collectionId',
  '/settings',
  '/extension-installed',
  '/admin/users',
  '/admin/users/:userId',
  '/admin/audit',
  '/admin/support',
  '/invite/:token',
  '/discover',
  '/remix',
  '/finder',
];
