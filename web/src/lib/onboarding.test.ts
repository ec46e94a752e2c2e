import { describe, expect, it } from 'vitest';
import {
  onboardingAddTab,
  onboardingCounts,
  progressPercent,
  progressText,
  sampleActionHref,
  taskLink,
  withParams,
} from './onboarding';

describe('onboardingCounts', () => {
  it('counts done steps as progress and skipped ones towards finishing only', () => {
    expect(onboardingCounts([null, null, null, null, null])).toEqual({
      done: 0,
      skipped: 0,
      total: 5,
      progress: 0,
      finished: false,
    });
    expect(onboardingCounts(['COMPLETE', 'SKIPPED', null, 'COMPLETE', null])).toEqual({
      done: 2,
      skipped: 1,
      total: 5,
      progress: 0.4,
      finished: false,
    });
    expect(onboardingCounts(['COMPLETE', 'SKIPPED', 'SKIPPED', 'COMPLETE', 'SKIPPED'])).toEqual({
      done: 2,
      skipped: 3,
      total: 5,
      progress: 0.4,
      finished: true,
    });
  });

  it('treats an empty checklist as not finished', () => {
    expect(onboardingCounts([])).toMatchObject({ progress: 0, finished: false });
  });
});

describe('progress text', () => {
  it('reads as done of total and rounds to whole percents within 0–100', () => {
    expect(progressText(2, 5)).toBe('2 of 5 done');
    expect(progressPercent(0.4)).toBe(40);
    expect(progressPercent(1 / 3)).toBe(33);
    expect(progressPercent(1.5)).toBe(100);
    expect(progressPercent(-1)).toBe(0);
  });
});

describe('taskLink', () => {
  it('keeps app paths in the app and opens http(s) addresses outside', () => {
    expect(taskLink({ href: '/settings#email-swipes', type: 'INTERNAL' })).toEqual({
      kind: 'internal',
      to: '/settings#email-swipes',
    });
    expect(taskLink({ href: 'https://chromewebstore.google.com/x', type: 'EXTERNAL' })).toEqual({
      kind: 'external',
      href: 'https://chromewebstore.google.com/x',
    });
  });

  it('falls back to the guide for anything else', () => {
    for (const action of [
      { href: '//evil.example/x', type: 'INTERNAL' },
      { href: 'javascript:alert(1)', type: 'EXTERNAL' },
      { href: 'https://example.com', type: 'INTERNAL' },
    ]) {
      expect(taskLink(action)).toEqual({ kind: 'internal', to: '/swipes/guide' });
    }
  });
});

describe('onboardingAddTab', () => {
  it('opens the Image tab for task=create and the Web page tab for task=website', () => {
    const tab = (search: string) => onboardingAddTab(new URLSearchParams(search));
    expect(tab('referrer=onboarding_task&task=create')).toBe('image');
    expect(tab('referrer=onboarding_task&task=website')).toBe('url');
    expect(tab('task=create')).toBeNull();
    expect(tab('referrer=onboarding_task&task=other')).toBeNull();
  });
});

describe('withParams', () => {
  it('sets and removes parameters, keeping the others', () => {
    expect(withParams('?a=1&sample=x', { sample: null, guide: 'true' })).toBe('?a=1&guide=true');
    expect(withParams('?sample=x', { sample: null })).toBe('');
  });
});

describe('sampleActionHref', () => {
  const here = { pathname: '/swipes', search: '?sample=swipestack-onboarding-6' };

  it('follows app links and maps action keys to the address that does them', () => {
    expect(sampleActionHref({ href: '/collections' }, here)).toBe('/collections');
    expect(sampleActionHref({ key: 'UPLOAD_IMAGE' }, here)).toBe(
      '/swipes?referrer=onboarding_task&task=create',
    );
    expect(sampleActionHref({ key: 'OPEN_QUICK_START' }, here)).toBe('/swipes?guide=true');
  });

  it('ignores unknown keys and off-site links', () => {
    expect(sampleActionHref({ key: 'make_coffee' }, here)).toBeNull();
    expect(sampleActionHref({ href: '//evil.example' }, here)).toBeNull();
    expect(sampleActionHref({}, here)).toBeNull();
  });
});
