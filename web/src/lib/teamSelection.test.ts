import { describe, expect, it } from 'vitest';
import { pickTeam } from './teamSelection';

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
