import { describe, expect, it } from 'vitest';
import { sharedReadsClient, withSharedReads } from '../../src/db/shared-reads.js';
import type { PrismaClient } from '../../src/generated/prisma/client.js';

// A stand-in for Prisma's client: each call answers a new object and is counted.
function fakeClient() {
  const calls: string[] = [];
  const answer = (name: string) => async (args: unknown) => {
    calls.push(`${name} ${JSON.stringify(args)}`);
    if ((args as { fail?: boolean })?.fail) throw new Error('database unavailable');
    return { name, args };
  };
  const client = { tag: { findMany: answer('findMany'), create: answer('create') } };
  type Tags = Record<'findMany' | 'create', (args: object) => Promise<unknown>>;
  return {
    calls,
    client: sharedReadsClient(client as unknown as PrismaClient) as unknown as { tag: Tags },
  };
}

describe('sharedReadsClient', () => {
  it("shares an event's reads by arguments, never its writes, and nothing outside an event", async () => {
    const { calls, client } = fakeClient();
    const event = {};
    const read = (args: object) => withSharedReads(event, () => client.tag.findMany(args));
    const [a, b, c] = await Promise.all([
      read({ where: { teamId: 't1' } }),
      read({ where: { teamId: 't1' } }),
      read({ where: { teamId: 't2' } }),
    ]);
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    await withSharedReads(event, () => client.tag.create({ data: { title: 'x' } }));
    await withSharedReads(event, () => client.tag.create({ data: { title: 'x' } }));
    // Another event, and no event at all, read again.
    expect(
      await withSharedReads({}, () => client.tag.findMany({ where: { teamId: 't1' } })),
    ).not.toBe(a);
    expect(await client.tag.findMany({ where: { teamId: 't1' } })).not.toBe(a);
    expect(calls).toEqual([
      'findMany {"where":{"teamId":"t1"}}',
      'findMany {"where":{"teamId":"t2"}}',
      'create {"data":{"title":"x"}}',
      'create {"data":{"title":"x"}}',
      'findMany {"where":{"teamId":"t1"}}',
      'findMany {"where":{"teamId":"t1"}}',
    ]);
  });

  it('does not keep a failed read: the next asker tries again', async () => {
    const { calls, client } = fakeClient();
    const event = {};
    const read = () => withSharedReads(event, () => client.tag.findMany({ fail: true }));
    await expect(read()).rejects.toThrow('database unavailable');
    await expect(read()).rejects.toThrow('database unavailable');
    expect(calls).toHaveLength(2);
  });
});
