import { useCallback, useSyncExternalStore } from 'react';

export interface TeamChoice {
  id: string;
  name: string;
  type: string;
}

export const TEAM_STORAGE_PREFIX = 'sw-team-id-';

/**
 * Spec §4 priority: teamId in the address, then a pending team, then the stored team if
 * the user still belongs to it, then the team named Personal (the personal team), then
 * the first team.
 */
export function pickTeam<T extends TeamChoice>(
  teams: readonly T[],
  candidates: {
    urlTeamId?: string | null;
    pendingTeamId?: string | null;
    storedTeamId?: string | null;
  },
): T | null {
  for (const id of [candidates.urlTeamId, candidates.pendingTeamId, candidates.storedTeamId]) {
    const match = id ? teams.find((team) => team.id === id) : undefined;
    if (match) return match;
  }
  return (
    teams.find((team) => team.type === 'PERSONAL') ??
    teams.find((team) => team.name === 'Personal') ??
    teams[0] ??
    null
  );
}

function readStored(userId: string): string | null {
  try {
    return window.localStorage.getItem(TEAM_STORAGE_PREFIX + userId);
  } catch {
    return null;
  }
}

function writeStored(userId: string, teamId: string): void {
  try {
    window.localStorage.setItem(TEAM_STORAGE_PREFIX + userId, teamId);
  } catch {
    // Storage failures fall back to defaults (spec §4).
  }
}

// In-memory selection shared by the team selector and pages; cleared on sign-out.
let selection: { userId: string; teamId: string } | null = null;
const listeners = new Set<() => void>();
let version = 0;

function emit() {
  version++;
  for (const listener of listeners) listener();
}

export function selectTeam(userId: string, teamId: string): void {
  selection = { userId, teamId };
  writeStored(userId, teamId);
  emit();
}

export function clearTeamSelection(): void {
  selection = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The selected team among `teams` for `userId`, and a setter. */
export function useSelectedTeam<T extends TeamChoice>(
  userId: string,
  teams: readonly T[],
): [T | null, (teamId: string) => void] {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  const chosen = selection?.userId === userId ? selection.teamId : null;
  const team = pickTeam(teams, { pendingTeamId: chosen, storedTeamId: readStored(userId) });
  const set = useCallback((teamId: string) => selectTeam(userId, teamId), [userId]);
  return [team, set];
}
