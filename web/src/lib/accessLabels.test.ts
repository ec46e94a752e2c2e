import { describe, expect, it } from 'vitest';
import { describeBrowser, formatWhen } from './accessLabels';

describe('describeBrowser', () => {
  it('names the browser and system', () => {
    expect(
      describeBrowser(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe('Chrome on macOS');
    expect(
      describeBrowser('Mozilla/5.0 (Windows NT 10.0; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox on Windows');
    expect(
      describeBrowser(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0',
      ),
    ).toBe('Edge on Linux');
    expect(describeBrowser(null)).toBe('Unknown browser');
    expect(describeBrowser('curl/8.0')).toBe('A browser');
  });
});

describe('formatWhen', () => {
  it('says never for no date', () => {
    expect(formatWhen(null)).toBe('never');
    expect(formatWhen('2026-11-22T17:40:00Z', 'en-GB')).toMatch(/22 Nov 2026/);
  });
});
