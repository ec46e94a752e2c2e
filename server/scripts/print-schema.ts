// Prints the Pothos schema to schema.graphql; `--check` fails when the committed file is stale.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../src/graphql/schema/index.js';
import { paths } from '../src/paths.js';

const file = path.join(paths.root, 'schema.graphql');
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;
if (process.argv.includes('--check')) {
  const committed = await readFile(file, 'utf8').catch(() => '');
  if (committed !== printed) {
    console.error('schema.graphql is stale: run `npm run schema:print` and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql is up to date.');
} else {
  await writeFile(file, printed);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}
