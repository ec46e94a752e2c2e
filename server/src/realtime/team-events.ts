import { serverBinding } from '../server-scope.js';
import type { TeamEvent } from './channels.js';
import { publishEvent } from './event-bus.js';

// What changed in a team, published after the change is committed and delivered to the team's
// members over the `teamEvents` subscription (through Redis when several instances run).

type TeamEventListener = (event: TeamEvent) => void;

const listener = serverBinding<TeamEventListener>('team event listener');

/**
 * Hears every team event this instance publishes, once (not each instance's copy from the
 * bus): the outgoing webhooks (server.ts binds services/webhooks/webhook-events.ts).
 */
export function bindTeamEventListener(listen: TeamEventListener) {
  listener.bind(listen);
}

export function publishTeamEvent(teamId: string, event: Omit<TeamEvent, 'at' | 'teamId'>) {
  const published = { ...event, teamId, at: Date.now() };
  publishEvent('team', teamId, published);
  listener.get()?.(published);
}
