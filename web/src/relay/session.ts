import type { NavigateFunction } from 'react-router';
import { clearTeamSelection } from '../lib/teamSelection';
import { resetEnvironment } from './environment';

/**
 * Sign-out (here or in another tab): drop every cache and the socket, clear the team
 * selection, and go home. The root loader passes the fresh environment to React.
 */
export function endSession(navigate: NavigateFunction): void {
  resetEnvironment();
  clearTeamSelection();
  void navigate('/', { replace: true });
}

/** After sign-in/sign-up: a fresh environment (no signed-out data), then the destination. */
export function startSession(navigate: NavigateFunction, to: string): void {
  resetEnvironment();
  clearTeamSelection();
  void navigate(to, { replace: true });
}
