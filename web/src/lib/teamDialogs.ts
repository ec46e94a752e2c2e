import { useSyncExternalStore } from 'react';
import { openPaywall } from './paywall';

/** Which team dialog of the app layout is open (they are rendered once, outside the sidebar). */
export type TeamDialog = 'create' | 'manage' | 'invites';

let open: TeamDialog | null = null;
const listeners = new Set<() => void>();

function set(next: TeamDialog | null) {
  open = next;
  for (const listener of listeners) listener();
}

export function openTeamDialog(dialog: TeamDialog): void {
  set(dialog);
}

export function closeTeamDialog(): void {
  set(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useTeamDialog(): TeamDialog | null {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => open,
  );
}

/** Shown as the paywall's heading when another team needs a paid plan (spec §4, §5). */
export const MORE_TEAMS_NEED_A_PLAN =
  'Creating a third team needs a paid plan on one of your teams.';

/**
 * "New team": the creation form when `viewer.canCreateTeam`, otherwise the upgrade dialog
 * (spec §4: the upgrade-pricing dialog is toggled instead of the form).
 */
export function requestCreateTeam(canCreateTeam: boolean): void {
  if (canCreateTeam) {
    openTeamDialog('create');
  } else {
    closeTeamDialog();
    openPaywall(MORE_TEAMS_NEED_A_PLAN);
  }
}
