import { describe, expect, it } from 'vitest';
import {
  parseExternalRequest,
  parseQueueRequest,
  parseRegionMessage,
  parseSaveRequest,
  parseVideoProgress,
} from './messages';

describe('parseExternalRequest', () => {
  it('reads a ping and a well-formed hand-off code', () => {
    expect(parseExternalRequest({ type: 'swipestack:ping' })).toEqual({ type: 'swipestack:ping' });
    const code = 'abcdefghijkl23456789mnop.qrstuvwxyz23456789abcd';
    expect(parseExternalRequest({ type: 'swipestack:handoff', code, extra: 1 })).toEqual({
      type: 'swipestack:handoff',
      code,
    });
  });

  it('refuses anything else', () => {
    for (const value of [
      null,
      'swipestack:ping',
      [],
      { type: 'swipestack:token' },
      { type: 'swipestack:handoff' },
      { type: 'swipestack:handoff', code: 42 },
      { type: 'swipestack:handoff', code: 'no-dot-here' },
      { type: 'swipestack:handoff', code: 'a.b' },
      { type: 'swipestack:handoff', code: `${'a'.repeat(65)}.${'b'.repeat(20)}` },
      { type: 'swipestack:handoff', code: 'abcdefgh.ijklmnop"><script>' },
    ]) {
      expect(parseExternalRequest(value)).toBeNull();
    }
  });
});

const swipe = {
  teamId: 'VGVhbTox',
  kind: 'LANDING_PAGE',
  title: 'Pricing',
  url: 'https://acme.test/pricing',
  notes: '',
  tags: ['hero'],
  collectionIds: [],
};

describe('parseSaveRequest', () => {
  it('reads a save request', () => {
    expect(parseSaveRequest({ type: 'swipestack:save', tabId: 3, mode: 'full', swipe })).toEqual({
      type: 'swipestack:save',
      tabId: 3,
      mode: 'full',
      swipe,
    });
  });

  it('reads "Save video"', () => {
    expect(
      parseSaveRequest({ type: 'swipestack:save', tabId: 3, mode: 'video', swipe })?.mode,
    ).toBe('video');
  });

  it('refuses unknown modes and kinds, bad tab ids and malformed details', () => {
    const base = { type: 'swipestack:save', tabId: 3, mode: 'visible', swipe };
    expect(parseSaveRequest({ ...base, mode: 'everything' })).toBeNull();
    expect(parseSaveRequest({ ...base, tabId: '3' })).toBeNull();
    expect(parseSaveRequest({ ...base, tabId: 1.5 })).toBeNull();
    expect(parseSaveRequest({ ...base, swipe: { ...swipe, kind: 'VIDEO' } })).toBeNull();
    expect(parseSaveRequest({ ...base, swipe: { ...swipe, tags: 'hero' } })).toBeNull();
    expect(
      parseSaveRequest({ ...base, swipe: { ...swipe, tags: Array(51).fill('x') } }),
    ).toBeNull();
    expect(parseSaveRequest({ ...base, swipe: { ...swipe, title: undefined } })).toBeNull();
    expect(parseSaveRequest({ ...base, type: 'swipestack:ping' })).toBeNull();
  });
});

describe('parseRegionMessage', () => {
  const viewport = { width: 1280, height: 720 };

  it('reads a drawn rectangle or a cancelled selection', () => {
    const rect = { x: 10, y: 20, width: 300, height: 200 };
    expect(parseRegionMessage({ type: 'swipestack:region', rect, viewport })).toEqual({
      type: 'swipestack:region',
      rect,
      viewport,
    });
    expect(
      parseRegionMessage({ type: 'swipestack:region', rect: null, viewport })?.rect,
    ).toBeNull();
  });

  it('refuses empty, negative, non-numeric or missing sizes', () => {
    const message = (rect: unknown, size: unknown = viewport) => ({
      type: 'swipestack:region',
      rect,
      viewport: size,
    });
    expect(parseRegionMessage(message({ x: 0, y: 0, width: 0, height: 5 }))).toBeNull();
    expect(parseRegionMessage(message({ x: 0, y: 0, width: -4, height: 5 }))).toBeNull();
    expect(parseRegionMessage(message({ x: '0', y: 0, width: 4, height: 5 }))).toBeNull();
    expect(parseRegionMessage(message({ x: Number.NaN, y: 0, width: 4, height: 5 }))).toBeNull();
    expect(parseRegionMessage(message(null, { width: 0, height: 5 }))).toBeNull();
    expect(parseRegionMessage(message(undefined))).toBeNull();
  });
});

describe('parseQueueRequest', () => {
  it('takes "send now" and "remove one" from the popup', () => {
    expect(parseQueueRequest({ type: 'swipestack:send-queued' })).toEqual({
      type: 'swipestack:send-queued',
    });
    expect(parseQueueRequest({ type: 'swipestack:discard-queued', id: 'abc' })).toEqual({
      type: 'swipestack:discard-queued',
      id: 'abc',
    });
  });

  it('refuses anything else', () => {
    expect(parseQueueRequest({ type: 'swipestack:discard-queued' })).toBeNull();
    expect(parseQueueRequest({ type: 'swipestack:discard-queued', id: '' })).toBeNull();
    expect(parseQueueRequest({ type: 'swipestack:discard-queued', id: 4 })).toBeNull();
    expect(parseQueueRequest('swipestack:send-queued')).toBeNull();
  });
});

describe('parseVideoProgress', () => {
  it('reads the phases of a video save, dropping what is not a number', () => {
    expect(
      parseVideoProgress({
        type: 'swipestack:video-progress',
        tabId: 4,
        phase: 'downloading',
        loaded: 10,
        total: null,
      }),
    ).toEqual({ type: 'swipestack:video-progress', tabId: 4, phase: 'downloading', loaded: 10 });
    expect(
      parseVideoProgress({
        type: 'swipestack:video-progress',
        tabId: 4,
        phase: 'recording',
        maxSeconds: 60,
      }),
    ).toMatchObject({ phase: 'recording', maxSeconds: 60 });
  });

  it('refuses other phases and tab ids', () => {
    const base = { type: 'swipestack:video-progress', tabId: 4, phase: 'uploading' };
    expect(parseVideoProgress({ ...base, phase: 'done' })).toBeNull();
    expect(parseVideoProgress({ ...base, tabId: '4' })).toBeNull();
  });
});
