import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearTeamSelection,
  forgetStoredTeams,
  pickTeam,
  resolveSelectedTeam,
  selectTeam,
  selectTeamFromAddress,
  TEAM_STORAGE_PREFIX,
  takeTeamIdParam,
} from './teamSelection';

const teams = [
  { id: 't1', name: 'Acme', type: 'TEAM' },
  { id: 'p1', name: 'Personal', type: 'PERSONAL' },
  { id: 't2', name: 'Globex', type: 'TEAM' },
];

describe('pickTeam', () => {
  it('prefers the address, then a pending team, then the stored team', () => {
    expect(pickTeam(teams, { urlTeamId: 't2', pendingTeamId: 't1', storedTeamId: 'p1' })?.id).toBe(
      't2',
    );
    expect(pickTeam(teams, { pendingTeamId: 't1', storedTeamId: 't2' })?.id).toBe('t1');
    expect(pickTeam(teams, { storedTeamId: 't2' })?.id).toBe('t2');
  });

  it('ignores teams the user no longer belongs to and falls back to Personal', () => {
    expect(pickTeam(teams, { urlTeamId: 'gone', storedTeamId: 'gone-too' })?.id).toBe('p1');
  });

  it('falls back to the first team, or null without teams', () => {
    expect(
      pickTeam(
        teams.filter((team) => team.type === 'TEAM'),
        {},
      )?.id,
    ).toBe('t1');
    expect(pickTeam([], {})).toBeNull();
  });
});

describe('takeTeamIdParam', () => {
  it('takes teamId out and keeps the other parameters in order', () => {
    expect(takeTeamIdParam('?guide=true&teamId=t2&swipe=s1')).toEqual({
      teamId: 't2',
      search: '?guide=true&swipe=s1',
    });
    expect(takeTeamIdParam('?teamId=t2')).toEqual({ teamId: 't2', search: '' });
  });

  it('is null without the parameter, and drops an empty one', () => {
    expect(takeTeamIdParam('')).toBeNull();
    expect(takeTeamIdParam('?guide=true')).toBeNull();
    expect(takeTeamIdParam('?teamId=&guide=true')).toEqual({ teamId: null, search: '?guide=true' });
  });

  it("names the team by its global id when checkout's return gives its UUID", () => {
    const uuid = '0b6e2c1a-3f4d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(takeTeamIdParam(`?x=1&teamId=${uuid}`)).toEqual({
      teamId: btoa(`Team:${uuid}`),
      search: '?x=1',
    });
  });
});

describe('the selection store', () => {
  beforeEach(() => {
    window.localStorage.clear();
    clearTeamSelection();
  });
  afterEach(() => vi.restoreAllMocks());

  it('stores a picked team per user under sw-team-id-{userId}', () => {
    selectTeam('u1', 't2');
    expect(window.localStorage.getItem(`${TEAM_STORAGE_PREFIX}u1`)).toBe('t2');
    expect(resolveSelectedTeam('u1', teams)?.id).toBe('t2');
    // Another user does not see it.
    expect(resolveSelectedTeam('u2', teams)?.id).toBe('p1');
  });

  it('forgets every stored team on sign-out, and nothing else', () => {
    selectTeam('u1', 't2');
    window.localStorage.setItem(`${TEAM_STORAGE_PREFIX}u2`, 't1');
    window.localStorage.setItem('other-key', 'kept');
    forgetStoredTeams();
    expect(window.localStorage.getItem(`${TEAM_STORAGE_PREFIX}u1`)).toBeNull();
    expect(window.localStorage.getItem(`${TEAM_STORAGE_PREFIX}u2`)).toBeNull();
    expect(window.localStorage.getItem('other-key')).toBe('kept');
  });

  it('puts a team from the address before a pending and a stored one', () => {
    window.localStorage.setItem(`${TEAM_STORAGE_PREFIX}u1`, 't1');
    selectTeam('u1', 't1');
    selectTeamFromAddress('u1', 't2');
    expect(resolveSelectedTeam('u1', teams)?.id).toBe('t2');
  });

  it('ignores an address team the user is not in, without forgetting the stored one', () => {
    window.localStorage.setItem(`${TEAM_STORAGE_PREFIX}u1`, 't1');
    selectTeamFromAddress('u1', 'not-mine');
    expect(resolveSelectedTeam('u1', teams)?.id).toBe('t1');
    expect(window.localStorage.getItem(`${TEAM_STORAGE_PREFIX}u1`)).toBe('t1');
  });

  it('a later pick replaces the address team', () => {
    selectTeamFromAddress('u1', 't2');
    selectTeam('u1', 't1');
    expect(resolveSelectedTeam('u1', teams)?.id).toBe('t1');
  });

  it('falls back to defaults when storage fails', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(resolveSelectedTeam('u1', teams)?.id).toBe('p1');
    expect(() => selectTeam('u1', 't2')).not.toThrow();
    expect(resolveSelectedTeam('u1', teams)?.id).toBe('t2');
  });

  it('sign-out clears the in-memory selection', () => {
    selectTeamFromAddress('u1', 't2');
    clearTeamSelection();
    expect(resolveSelectedTeam('u1', teams)?.id).toBe('p1');
  });
});
