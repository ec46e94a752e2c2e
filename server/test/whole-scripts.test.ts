import { PrismaPg } from '@prisma/adapter-pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startEmbedded } from '../src/db/embedded-database.js';
import { wholeScripts } from '../src/db/whole-scripts.js';

// Migration scripts as the migrations run them (db/migrations.ts), on an in-memory database.

let database: Awaited<ReturnType<typeof startEmbedded>>;
beforeAll(async () => {
  database = await startEmbedded({ DATA_DIR: '', memoryDatabase: true });
});
afterAll(() => database?.stop());

test('a script whose comment has a semicolon, or with a dollar-quoted body, runs whole', async () => {
  const adapter = await wholeScripts(new PrismaPg({ connectionString: database.url })).connect();
  try {
    await adapter.executeScript(`-- A comment; with a semicolon in it.
CREATE TABLE script_check (n int);
INSERT INTO script_check VALUES (1);`);
    await adapter.executeScript(`CREATE FUNCTION script_two() RETURNS int AS $$ BEGIN RETURN 2; END $$ LANGUAGE plpgsql;
INSERT INTO script_check SELECT script_two();`);
    await adapter.executeScript(
      'INSERT INTO script_check VALUES (3); INSERT INTO script_check VALUES (4);',
    );
    const result = await adapter.queryRaw({
      sql: 'SELECT n FROM script_check ORDER BY n',
      args: [],
      argTypes: [],
    });
    expect(result.rows).toEqual([[1], [2], [3], [4]]);
  } finally {
    await adapter.dispose();
  }
});
