import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { teamGlobalId } from './teamIds';

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

// In-memory selection shared by the team selector and pages; cleared on sign-out. A team from
// the address and a team picked in the app are kept apart: the address one is remembered only
// once it turns out to be one of the user's teams (a stale link must not replace the stored one).
interface Selection {
  userId: string;
  addressTeamId: string | null;
  pendingTeamId: string | null;
}
let selection: Selection | null = null;
/** The team the app showed as selected last: a route loader's guess before it has the teams. */
let lastShownTeamId: string | null = null;
const listeners = new Set<() => void>();
let version = 0;

function emit() {
  version++;
  for (const listener of listeners) listener();
}

/** The user picked a team (selector, new team, accepted invite): it is also stored. */
export function selectTeam(userId: string, teamId: string): void {
  selection = { userId, addressTeamId: null, pendingTeamId: teamId };
  writeStored(userId, teamId);
  emit();
}

/** `?teamId=` preselects a team (spec §2, §4): it wins over the other candidates. */
export function selectTeamFromAddress(userId: string, teamId: string): void {
  const pendingTeamId = selection?.userId === userId ? selection.pendingTeamId : null;
  selection = { userId, addressTeamId: teamId, pendingTeamId };
  emit();
}

export function clearTeamSelection(): void {
  selection = null;
  lastShownTeamId = null;
  emit();
}

/** Sign-out (spec §4): the stored team of every user who signed in here is forgotten. */
export function forgetStoredTeams(): void {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, i) =>
      window.localStorage.key(i),
    );
    for (const key of keys) {
      if (key?.startsWith(TEAM_STORAGE_PREFIX)) window.localStorage.removeItem(key);
    }
  } catch {
    // Storage failures fall back to defaults (spec §4).
  }
}

/** The selected team among `teams` for `userId` (spec §4 priority). */
export function resolveSelectedTeam<T extends TeamChoice>(
  userId: string,
  teams: readonly T[],
): T | null {
  const own = selection?.userId === userId ? selection : null;
  return pickTeam(teams, {
    urlTeamId: own?.addressTeamId,
    pendingTeamId: own?.pendingTeamId,
    storedTeamId: readStored(userId),
  });
}

/** The team selected when the app last rendered a picker; null before that. */
export function lastSelectedTeamId(): string | null {
  return lastShownTeamId;
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
  const team = resolveSelectedTeam(userId, teams);
  const teamId = team?.id ?? null;
  const fromAddress = Boolean(teamId && selection?.addressTeamId === teamId);
  // A team from the address that the user belongs to becomes the stored choice.
  useEffect(() => {
    if (fromAddress && teamId && userId) writeStored(userId, teamId);
  }, [fromAddress, teamId, userId]);
  useEffect(() => {
    lastShownTeamId = teamId;
  }, [teamId]);
  const set = useCallback((teamId: string) => selectTeam(userId, teamId), [userId]);
  return [team, set];
}

/**
 * The address without its `teamId` parameter (other parameters and their order kept), and
 * the team it named as a global id (Stripe's checkout return names it by its UUID); null when
 * there is no `teamId` parameter at all.
 */
export function takeTeamIdParam(search: string): { teamId: string | null; search: string } | null {
  const params = new URLSearchParams(search);
  if (!params.has('teamId')) return null;
  const raw = params.get('teamId')?.trim();
  const teamId = raw ? teamGlobalId(raw) : null;
  params.delete('teamId');
  const rest = params.toString();
  return { teamId, search: rest ? `?${rest}` : '' };
}

/** Reads `?teamId=`, preselects that team and removes the parameter (replace navigation). */
export function useTeamIdParam(userId: string): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!userId) return;
    const taken = takeTeamIdParam(location.search);
    if (!taken) return;
    if (taken.teamId) selectTeamFromAddress(userId, taken.teamId);
    void navigate(
      { pathname: location.pathname, search: taken.search, hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate, userId]);
}
