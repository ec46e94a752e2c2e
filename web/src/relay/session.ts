import type { NavigateFunction } from 'react-router';
import { forgetAddDrafts } from '../lib/addSwipeDraft';
import { resetSupportChat } from '../lib/supportChat';
import { closeTeamDialog } from '../lib/teamDialogs';
import { clearTeamSelection, forgetStoredTeams } from '../lib/teamSelection';
import { resetEnvironment } from './environment';

/**
 * Sign-out (here or in another tab): drop every cache and the socket, clear the team
 * selection, the stored team (`sw-team-id-{userId}`, spec §4) and the add dialog's drafts
 * (`sw-add-draft-{teamId}`), and go home (or to `to`, e.g. the sign-in page to switch accounts). The Relay
 * scope's loader passes the fresh environment to React.
 */
export function endSession(navigate: NavigateFunction, to = '/'): void {
  resetEnvironment();
  clearTeamSelection();
  forgetStoredTeams();
  forgetAddDrafts();
  closeTeamDialog();
  resetSupportChat();
  void navigate(to, { replace: true });
}

/** After sign-in/sign-up: a fresh environment (no signed-out data), then the destination. */
export function startSession(navigate: NavigateFunction, to: string): void {
  resetEnvironment();
  clearTeamSelection();
  closeTeamDialog();
  void navigate(to, { replace: true });
}
