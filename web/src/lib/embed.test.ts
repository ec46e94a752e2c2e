import { describe, expect, it } from 'vitest';
import { builtWithHref } from './embed';

describe('builtWithHref', () => {
  it('signs visitors up with ref=embed and sends signed-in people to the page itself', () => {
    expect(builtWithHref(false, 'https://x/tools')).toBe('/register?ref=embed');
    expect(builtWithHref(true, 'https://x/tools')).toBe('https://x/tools');
  });
});
