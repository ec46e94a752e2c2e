import { describe, expect, it } from 'vitest';
import { adCount, brandUsage, runDates, timeAgo, trackedAdsSavedText } from './finderFormat';

// How Ad Finder words an ad's run, a check's time and its counts.

describe('runDates', () => {
  it('says since when a running ad runs', () => {
    expect(runDates('2026-11-20T00:00:00.000Z', null)).toBe('Running since 20 Nov 2026');
  });

  it('says from when to when a stopped ad ran, the year once when it is the same', () => {
    expect(runDates('2026-11-01T00:00:00.000Z', '2026-11-05T00:00:00.000Z')).toBe(
      'Ran 1 Nov – 5 Nov 2026',
    );
    expect(runDates('2025-12-20T00:00:00.000Z', '2026-01-05T00:00:00.000Z')).toBe(
      'Ran 20 Dec 2025 – 5 Jan 2026',
    );
    expect(runDates('2026-11-05T00:00:00.000Z', '2026-11-05T00:00:00.000Z')).toBe(
      'Ran on 5 Nov 2026',
    );
  });

  it('says nothing when the start is not known', () => {
    expect(runDates(null, null)).toBeNull();
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-11-27T12:00:00.000Z');
  it('says how long ago, in the largest unit', () => {
    expect(timeAgo('2026-11-27T11:59:30.000Z', now)).toBe('just now');
    expect(timeAgo('2026-11-27T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-27T10:00:00.000Z', now)).toBe('2 hours ago');
    expect(timeAgo('2026-11-26T10:00:00.000Z', now)).toBe('yesterday');
    expect(timeAgo('2026-11-20T12:00:00.000Z', now)).toBe('7 days ago');
    expect(timeAgo('2026-10-01T12:00:00.000Z', now)).toBe('on 1 Oct 2026');
  });
});

describe('counts', () => {
  it('words ads, brands and a check’s saves', () => {
    expect(adCount(1)).toBe('1 ad');
    expect(adCount(24)).toBe('24 ads');
    expect(brandUsage(2, 10)).toBe('2 of 10 brands');
    expect(brandUsage(0, 1)).toBe('0 of 1 brand');
    expect(trackedAdsSavedText('Northwind Coffee', 3)).toBe('Northwind Coffee: 3 new ads saved');
    expect(trackedAdsSavedText('Northwind Coffee', 1)).toBe('Northwind Coffee: 1 new ad saved');
  });
});
