import type { PrismaClient } from '../generated/prisma/client.js';

let bound: PrismaClient | undefined;

/** Binds the process's Prisma client once at start-up; services reach it through `prisma()`. */
export function bindPrisma(client: PrismaClient | undefined) {
  bound = client;
}

export function prisma(): PrismaClient {
  if (!bound) throw new Error('The database is not open yet');
  return bound;
}
