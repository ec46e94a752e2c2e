import type { TeamEvent } from './channels.js';
import { publishEvent } from './event-bus.js';

// What changed in a team, published after the change is committed and delivered to the team's
// members over the `teamEvents` subscription (through Redis when several instances run).

export function publishTeamEvent(teamId: string, event: Omit<TeamEvent, 'at' | 'teamId'>) {
  publishEvent('team', teamId, { ...event, teamId, at: Date.now() });
}
