import { withNext } from './next';

export type PublicNavItem =
  | { kind: 'link'; label: string; to: string }
  | { kind: 'signOut'; label: string };

/** Pages of the public layout that show no header nav (spec §2). */
export const NAVLESS_PATHS = ['/welcome', '/first-swipe'] as const;

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isNavHidden(pathname: string): boolean {
  return (NAVLESS_PATHS as readonly string[]).includes(normalise(pathname));
}

/**
 * Header nav of the public layout. `null` means no nav at all.
 * Signed out: Examples, Free Tools, Pricing, Sign in (not on /login), Sign up (not on /register);
 * both keep the page's `next` parameter, so the visitor still lands where they were going.
 * Signed in: Home and Logout.
 */
export function publicNavItems(
  pathname: string,
  signedIn: boolean,
  next: string | null = null,
): PublicNavItem[] | null {
  const path = normalise(pathname);
  if (isNavHidden(path)) return null;
  if (signedIn) {
    return [
      { kind: 'link', label: 'Home', to: '/swipes' },
      { kind: 'signOut', label: 'Logout' },
    ];
  }
  const items: PublicNavItem[] = [
    { kind: 'link', label: 'Examples', to: '/examples' },
    { kind: 'link', label: 'Free Tools', to: '/tools' },
    { kind: 'link', label: 'Pricing', to: '/pricing' },
  ];
  if (path !== '/login')
    items.push({ kind: 'link', label: 'Sign in', to: withNext('/login', next) });
  if (path !== '/register')
    items.push({ kind: 'link', label: 'Sign up', to: withNext('/register', next) });
  return items;
}

export const FOOTER_LINKS: ReadonlyArray<{ label: string; to: string }> = [
  { label: 'Sign up', to: '/register' },
  { label: 'Sign in', to: '/login' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Blog', to: '/blog' },
  { label: 'Roadmap', to: '/roadmap' },
  { label: 'Free Tools', to: '/tools' },
  { label: 'Affiliates', to: '/affiliates' },
  { label: 'Help Docs', to: '/docs' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
  { label: 'Marketing Examples', to: '/examples' },
];
