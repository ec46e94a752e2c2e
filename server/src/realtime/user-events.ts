import { prisma } from '../db/client.js';
import type { UserEventKind } from './channels.js';
import { publishEvent } from './event-bus.js';

// Changes that concern one person rather than a team (`viewerEvents`): an invite sent to them,
// withdrawn, or accepted in another tab. Published after the change is committed.

export function publishUserEvent(userId: string, kind: UserEventKind) {
  publishEvent('user', userId, { kind });
}

/** For an invite's address: tells its user, when someone has signed up with it. */
export async function publishInvitesChanged(email: string) {
  const user = await prisma().user.findUnique({ where: { email }, select: { id: true } });
  if (user) publishUserEvent(user.id, 'INVITES_CHANGED');
}
