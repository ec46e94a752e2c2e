import { afterEach, describe, expect, it } from 'vitest';
import {
  ADD_DRAFT_PREFIX,
  type AddDraft,
  forgetAddDrafts,
  hasContent,
  keepAddDraft,
  readAddDraft,
} from './addSwipeDraft';

const draft: AddDraft = {
  tab: 'text',
  url: '',
  title: 'Half-written hook',
  notes: '',
  urlKind: 'WEBSITE',
  textKind: 'AD',
  tags: ['drafts'],
  collectionIds: [],
};

describe('the add dialog draft', () => {
  afterEach(() => window.localStorage.clear());

  it('is kept per team and read back; null forgets it', () => {
    keepAddDraft('t1', draft);
    expect(readAddDraft('t1')).toEqual(draft);
    expect(readAddDraft('t2')).toBeNull();
    keepAddDraft('t1', null);
    expect(readAddDraft('t1')).toBeNull();
  });

  it('reads nothing from a stored value of another shape', () => {
    window.localStorage.setItem(`${ADD_DRAFT_PREFIX}t1`, '{"tab":"video","title":1}');
    expect(readAddDraft('t1')).toBeNull();
    window.localStorage.setItem(`${ADD_DRAFT_PREFIX}t1`, 'not json');
    expect(readAddDraft('t1')).toBeNull();
  });

  it('holds content only when something was typed or chosen beyond the defaults', () => {
    const empty = { ...draft, title: ' ', tags: [], collectionIds: ['c1'] };
    expect(hasContent(empty, ['c1'])).toBe(false);
    expect(hasContent({ ...empty, collectionIds: ['c1', 'c2'] }, ['c1'])).toBe(true);
    expect(hasContent(draft, [])).toBe(true);
  });

  it('goes at sign-out for every team, leaving other keys', () => {
    keepAddDraft('t1', draft);
    keepAddDraft('t2', draft);
    window.localStorage.setItem('other-key', 'kept');
    forgetAddDrafts();
    expect(readAddDraft('t1')).toBeNull();
    expect(readAddDraft('t2')).toBeNull();
    expect(window.localStorage.getItem('other-key')).toBe('kept');
  });
});
