import type { PrismaClient } from '../generated/prisma/client.js';
import { inSharedReads, sharedReadsClient } from './shared-reads.js';

let bound: PrismaClient | undefined;
let shared: PrismaClient | undefined;

/** Binds the process's Prisma client once at start-up; services reach it through `prisma()`. */
export function bindPrisma(client: PrismaClient | undefined) {
  bound = client;
  shared = client && sharedReadsClient(client);
}

/** The client; while a live event is executed, one whose reads the event's subscribers share. */
export function prisma(): PrismaClient {
  if (!bound) throw new Error('The database is not open yet');
  return shared && inSharedReads() ? shared : bound;
}
