import { describe, expect, it } from 'vitest';
import {
  type ActivityLike,
  activitySentence,
  activityText,
  dayHeading,
  groupByDay,
} from './activityText';

// How the feed words each kind of entry, which parts are links, and its day headings.

const TEAM = 'team-1';
const entry = (fields: Partial<ActivityLike> & { kind: string }): ActivityLike => ({
  actor: { name: 'Ana Lopez' },
  swipe: null,
  swipeTitle: null,
  collection: null,
  comment: null,
  count: null,
  tags: [],
  collections: [],
  removedCollections: [],
  fromPlan: null,
  toPlan: null,
  role: null,
  ...fields,
});
const text = (fields: Partial<ActivityLike> & { kind: string }) =>
  activityText(entry(fields), TEAM);
const links = (fields: Partial<ActivityLike> & { kind: string }) =>
  activitySentence(entry(fields), TEAM).filter((part) => part.to);

const SWIPE = { id: 'swipe-1', title: 'Summer promo' };

describe('activityText', () => {
  it('says who added which swipe, linked while it exists', () => {
    expect(text({ kind: 'SWIPE_ADDED', swipe: SWIPE, swipeTitle: 'Summer promo' })).toBe(
      'Ana Lopez added “Summer promo”',
    );
    expect(links({ kind: 'SWIPE_ADDED', swipe: SWIPE })).toEqual([
      { text: '“Summer promo”', to: '/swipes?teamId=team-1&swipe=swipe-1' },
    ]);
    // Gone: its title then, no link.
    expect(text({ kind: 'SWIPE_ADDED', swipeTitle: 'Old ad' })).toBe('Ana Lopez added “Old ad”');
    expect(links({ kind: 'SWIPE_ADDED', swipeTitle: 'Old ad' })).toEqual([]);
    // An import.
    expect(text({ kind: 'SWIPE_ADDED', count: 12 })).toBe('Ana Lopez added 12 swipes');
    expect(text({ kind: 'SWIPE_ADDED', swipe: { id: 's', title: ' ' } })).toBe(
      'Ana Lopez added “Untitled swipe”',
    );
    expect(text({ kind: 'SWIPE_ADDED', actor: null })).toBe('Someone added a swipe');
  });

  it('says which tags were added', () => {
    expect(text({ kind: 'SWIPE_TAGGED', swipe: SWIPE, tags: ['bold', 'summer'] })).toBe(
      'Ana Lopez tagged “Summer promo” with bold, summer',
    );
    expect(text({ kind: 'SWIPE_TAGGED', actor: { name: 'Olga' }, count: 2, tags: ['q3'] })).toBe(
      'Olga tagged 2 swipes with q3',
    );
  });

  it('says where swipes were moved, the collection linked while it exists', () => {
    const winners = { id: 'col-1', name: 'Winners' };
    expect(
      text({ kind: 'SWIPE_MOVED', swipeTitle: 'X', collections: ['Winners'], collection: winners }),
    ).toBe('Ana Lopez moved “X” to Winners');
    expect(
      links({
        kind: 'SWIPE_MOVED',
        swipeTitle: 'X',
        collections: ['Winners'],
        collection: winners,
      }),
    ).toEqual([{ text: 'Winners', to: '/collections/col-1' }]);
    expect(
      text({
        kind: 'SWIPE_MOVED',
        actor: { name: 'Olga' },
        count: 3,
        removedCollections: ['Winners'],
        collection: winners,
      }),
    ).toBe('Olga took 3 swipes out of Winners');
    expect(
      text({
        kind: 'SWIPE_MOVED',
        swipe: SWIPE,
        collections: ['Winners', 'Ads', 'Email'],
        removedCollections: ['Drafts'],
      }),
    ).toBe('Ana Lopez moved “Summer promo” to Winners, Ads and Email and out of Drafts');
  });

  it('quotes a comment as plain text, mentions as @Name', () => {
    expect(
      text({
        kind: 'COMMENTED',
        swipe: SWIPE,
        comment: { body: 'Love it, **@[Bo Chen](user:VXNlcjox)**' },
      }),
    ).toBe('Ana Lopez commented on “Summer promo”: Love it, @Bo Chen');
    // The comment was deleted.
    expect(text({ kind: 'COMMENTED', swipe: SWIPE })).toBe('Ana Lopez commented on “Summer promo”');
  });

  it('says who joined with which role', () => {
    expect(text({ kind: 'MEMBER_JOINED', role: 'EDITOR' })).toBe('Ana Lopez joined as editor');
    expect(text({ kind: 'MEMBER_JOINED' })).toBe('Ana Lopez joined the team');
  });

  it('says how the plan changed, and by whom when it was not billing', () => {
    expect(text({ kind: 'PLAN_CHANGED', actor: null, fromPlan: 'FREE', toPlan: 'TEAM' })).toBe(
      'The plan changed from Free to Team',
    );
    expect(text({ kind: 'PLAN_CHANGED', fromPlan: 'TEAM', toPlan: 'PRO' })).toBe(
      'Ana Lopez changed the plan from Team to Pro',
    );
  });
});

describe('day headings', () => {
  const now = new Date(2026, 2, 14, 15, 0);

  it('says Today, Yesterday, then the date (with its year when another)', () => {
    expect(dayHeading(new Date(2026, 2, 14, 0, 5), now)).toBe('Today');
    expect(dayHeading(new Date(2026, 2, 13, 23, 59), now)).toBe('Yesterday');
    expect(dayHeading(new Date(2026, 2, 9, 12), now)).toBe('Monday 9 March');
    expect(dayHeading(new Date(2025, 11, 31, 12), now)).toBe('Wednesday 31 December 2025');
  });

  it('groups entries by their day, in order', () => {
    const at = (day: number, hour: number) => ({
      createdAt: new Date(2026, 2, day, hour).toISOString(),
    });
    const groups = groupByDay([at(14, 10), at(14, 9), at(13, 20), at(9, 8)], now);
    expect(groups.map((group) => [group.heading, group.entries.length])).toEqual([
      ['Today', 2],
      ['Yesterday', 1],
      ['Monday 9 March', 1],
    ]);
  });
});
