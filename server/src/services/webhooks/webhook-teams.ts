import { prisma } from '../../db/client.js';
import { type EventBus, publishEvent } from '../../realtime/event-bus.js';
import { serverBinding } from '../../server-scope.js';

// Which teams have a webhook switched on, kept in memory on each instance, so that the team
// events of the many teams without one cost nothing (no read per saved swipe). Read once at
// start; a change of a team's webhooks is announced on the event bus (through Redis when
// several instances run) and each instance reads that team again. The instance that made the
// change knows at once, so its next event is sent; another instance knows as soon as the
// announcement reaches it. A team wrongly thought to have one costs one read that finds none.

const bound = serverBinding<Set<string>>('teams with webhooks');

export async function watchWebhookTeams(bus: EventBus) {
  const rows = await prisma().teamWebhook.findMany({
    where: { enabled: true },
    select: { teamId: true },
    distinct: ['teamId'],
  });
  const teams = new Set(rows.map((row) => row.teamId));
  bound.bind(teams);
  const changes = bus.subscribe('webhooks', 'teams')[Symbol.asyncIterator]();
  void (async () => {
    for (;;) {
      const next = await changes.next();
      if (next.done) return;
      const { teamId } = next.value;
      try {
        const on = await prisma().teamWebhook.count({ where: { teamId, enabled: true } });
        if (on) teams.add(teamId);
        else teams.delete(teamId);
      } catch (error) {
        console.error("A team's webhooks could not be read again", error);
      }
    }
  })();
  return {
    async stop() {
      await changes.return?.();
    },
  };
}

/** Whether a team event needs its team's webhooks read (false: it has none switched on). */
export function mayHaveWebhooks(teamId: string): boolean {
  return bound.get()?.has(teamId) ?? true;
}

/** After a team's webhooks changed (`on`: one is switched on now): every instance reads again. */
export function webhooksChanged(teamId: string, on: boolean) {
  if (on) bound.get()?.add(teamId);
  publishEvent('webhooks', 'teams', { teamId });
}
