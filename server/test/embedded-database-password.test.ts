import { connect } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startEmbedded } from '../src/db/embedded-database.js';

// The embedded database's loopback port is open to every process on the machine: it serves
// only a client that sends its password (db/embedded-postgres-server.ts).

let database: Awaited<ReturnType<typeof startEmbedded>>;
beforeAll(async () => {
  database = await startEmbedded({ DATA_DIR: '', memoryDatabase: true });
});
afterAll(() => database?.stop());

async function query(connectionString: string, sql: string) {
  const client = new pg.Client({ connectionString });
  try {
    await client.connect();
    return (await client.query(sql)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

const withPassword = (password: string) => {
  const url = new URL(database.url);
  url.password = password;
  return url.toString();
};

/**
 * A raw client that sends its start-up message and, at once behind it, a CREATE TABLE, without
 * waiting to be asked for a password. Answers what it got back once the connection ends (or the
 * table was made).
 */
function createTableWithoutPassword(table: string) {
  const parameters = Buffer.from('user\0postgres\0database\0postgres\0\0');
  const startup = Buffer.alloc(8);
  startup.writeInt32BE(8 + parameters.length, 0);
  startup.writeInt32BE(196608, 4); // protocol 3.0
  const text = Buffer.from(`CREATE TABLE ${table} (n int)\0`);
  const query = Buffer.alloc(5);
  query[0] = 0x51;
  query.writeInt32BE(4 + text.length, 1);
  return new Promise<string>((resolve, reject) => {
    const socket = connect(Number(new URL(database.url).port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('CREATE TABLE\0')) socket.destroy();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(Buffer.concat([startup, parameters, query, text]));
  });
}

test('the database answers a client with its password and refuses one without it or with another', async () => {
  expect(await query(database.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
  await expect(query(withPassword('guess'), 'SELECT 1')).rejects.toThrow(
    /password authentication failed/,
  );
  await expect(query(withPassword(''), 'SELECT 1')).rejects.toThrow(
    /password authentication failed/,
  );
  await expect(
    query(withPassword(`${new URL(database.url).password}x`), 'SELECT 1'),
  ).rejects.toThrow(/password authentication failed/);
});

test('nothing a client sends before its password reaches the database', async () => {
  const answer = await createTableWithoutPassword('sent_without_password');
  expect(answer).toContain('28P01');
  const tables = await query(
    database.url,
    "SELECT 1 FROM pg_tables WHERE tablename = 'sent_without_password'",
  );
  expect(tables).toEqual([]);
  // The refused client did not leave the database stuck for the others.
  expect(await query(database.url, 'SELECT 2 AS two')).toEqual([{ two: 2 }]);
});
