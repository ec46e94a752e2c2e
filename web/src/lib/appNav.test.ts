import { describe, expect, it } from 'vitest';
import { isAppPath } from './appNav';

describe('isAppPath', () => {
  it('knows the signed-in app by its sections', () => {
    for (const path of ['/swipes', '/swipes/guide', '/discover', '/admin/users/1', '/invite/abc'])
      expect(isAppPath(path)).toBe(true);
  });
  it('leaves the public site, its look-alikes and the examples out', () => {
    for (const path of ['/', '/pricing', '/collection/abc', '/swipesx', '/examples', '/login'])
      expect(isAppPath(path)).toBe(false);
  });
});
