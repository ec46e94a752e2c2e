import { describe, expect, it } from 'vitest';
import { FOOTER_LINKS, isNavHidden, publicNavItems } from './nav';

const labels = (pathname: string, signedIn: boolean) =>
  publicNavItems(pathname, signedIn)?.map((item) => item.label) ?? null;

describe('publicNavItems', () => {
  it('shows the signed-out nav on the home page', () => {
    expect(labels('/', false)).toEqual(['Examples', 'Free Tools', 'Pricing', 'Sign in', 'Sign up']);
  });

  it('hides Sign in on /login and Sign up on /register', () => {
    expect(labels('/login', false)).toEqual(['Examples', 'Free Tools', 'Pricing', 'Sign up']);
    expect(labels('/register', false)).toEqual(['Examples', 'Free Tools', 'Pricing', 'Sign in']);
    expect(labels('/register/', false)).not.toContain('Sign up');
  });

  it("keeps the page's next on Sign in and Sign up", () => {
    const to = (pathname: string, label: string) => {
      const item = publicNavItems(pathname, false, '/invite/abc?x=1')?.find(
        (entry) => entry.label === label,
      );
      return item?.kind === 'link' ? item.to : null;
    };
    expect(to('/login', 'Sign up')).toBe('/register?next=%2Finvite%2Fabc%3Fx%3D1');
    expect(to('/register', 'Sign in')).toBe('/login?next=%2Finvite%2Fabc%3Fx%3D1');
  });

  it('shows Home and Logout when signed in', () => {
    expect(publicNavItems('/privacy', true)).toEqual([
      { kind: 'link', label: 'Home', to: '/swipes' },
      { kind: 'signOut', label: 'Logout' },
    ]);
  });

  it('hides the nav entirely on /welcome and /first-swipe', () => {
    for (const signedIn of [true, false]) {
      expect(publicNavItems('/welcome', signedIn)).toBeNull();
      expect(publicNavItems('/first-swipe/', signedIn)).toBeNull();
    }
    expect(isNavHidden('/welcome-back')).toBe(false);
  });

  it('links signed-out items to the spec routes', () => {
    const items = publicNavItems('/', false) ?? [];
    expect(items.map((item) => (item.kind === 'link' ? item.to : null))).toEqual([
      '/examples',
      '/tools',
      '/pricing',
      '/login',
      '/register',
    ]);
  });
});

describe('FOOTER_LINKS', () => {
  it('has the footer links of spec section 2', () => {
    expect(FOOTER_LINKS.map((link) => link.to)).toEqual([
      '/register',
      '/login',
      '/pricing',
      '/blog',
      '/roadmap',
      '/tools',
      '/affiliates',
      '/docs',
      '/privacy',
      '/terms',
      '/examples',
    ]);
  });
});
