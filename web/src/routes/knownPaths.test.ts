import { matchesPathPattern } from '@swipestack/common/paths';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { KNOWN_PATH_PATTERNS } from './knownPaths';
import { routes } from './routes';

/** Every page path of the route tree ('*' left out: it is the not-found page). */
function routePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path
      ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`
      : parent;
    const own = route.index || (route.path && !route.children) ? [here || '/'] : [];
    return [...own, ...routePaths(route.children ?? [], here)];
  });
}

describe('KNOWN_PATH_PATTERNS', () => {
  it("is the router's page paths, no more and no fewer", () => {
    expect([...new Set(routePaths(routes))].sort()).toEqual([...KNOWN_PATH_PATTERNS].sort());
  });

  it('matches a path of each pattern and nothing else', () => {
    expect(matchesPathPattern('/', KNOWN_PATH_PATTERNS)).toBe(true);
    expect(matchesPathPattern('/collections/abc', KNOWN_PATH_PATTERNS)).toBe(true);
    expect(matchesPathPattern('/admin/users/QWRtaW5Vc2VyOjE=', KNOWN_PATH_PATTERNS)).toBe(true);
    expect(matchesPathPattern('/collections/abc/def', KNOWN_PATH_PATTERNS)).toBe(false);
    expect(matchesPathPattern('/nope', KNOWN_PATH_PATTERNS)).toBe(false);
    expect(matchesPathPattern('/collections/', KNOWN_PATH_PATTERNS)).toBe(false);
  });
});
