import type { PrismaClient } from '../generated/prisma/client.js';
import { serverBinding } from '../server-scope.js';
import { inSharedReads, sharedReadsClient } from './shared-reads.js';

interface Clients {
  client: PrismaClient;
  /** The same, its reads shared by everything done for one live event. */
  shared: PrismaClient;
}

const bound = serverBinding<Clients>('database');
const clients = new WeakMap<PrismaClient, Clients>();

/** Binds the server's Prisma client once at start-up; services reach it through `prisma()`. */
export function bindPrisma(client: PrismaClient) {
  const both = { client, shared: sharedReadsClient(client) };
  clients.set(client, both);
  bound.bind(both);
}

/** Called when the server closes `client`. */
export function releasePrisma(client: PrismaClient) {
  const both = clients.get(client);
  if (both) bound.release(both);
}

/** The client; while a live event is executed, one whose reads the event's subscribers share. */
export function prisma(): PrismaClient {
  const both = bound.get();
  if (!both) throw new Error('The database is not open yet');
  return inSharedReads() ? both.shared : both.client;
}
