// Prints the Pothos schema to schema.graphql; `--check` fails when the committed file is stale
// or a type, field or input field has no description (docs/graphql.md).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { undescribedSchemaElements } from '../src/graphql/descriptions.js';
import { schema } from '../src/graphql/schema/index.js';
import { paths } from '../src/paths.js';

const file = path.join(paths.root, 'schema.graphql');
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;
if (process.argv.includes('--check')) {
  const undescribed = undescribedSchemaElements(schema);
  if (undescribed.length > 0) {
    console.error(
      `These types and fields have no description: give each one in server/src/graphql/schema/.\n  ${undescribed.join('\n  ')}`,
    );
    process.exit(1);
  }
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
