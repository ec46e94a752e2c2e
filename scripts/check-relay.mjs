// CI guard: Relay artifacts match the sources and schema, and every operation the apps
// send has its text in the committed persisted-queries file the server loads.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

await run(path.join(root, 'node_modules/.bin/relay-compiler'), ['--validate']);

let problems = 0;
const { default: relayConfig } = await import(path.join(root, 'relay.config.js'));
for (const project of Object.keys(relayConfig.projects)) {
  const persisted = JSON.parse(
    readFileSync(path.join(root, project, 'persisted-queries.json'), 'utf8'),
  );
  const dir = path.join(root, project, 'src/__generated__');
  const ids = new Set();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.graphql.ts'))) {
    const match = /"id": "([0-9a-f]{64})"/.exec(readFileSync(path.join(dir, file), 'utf8'));
    if (!match) continue;
    ids.add(match[1]);
    if (!persisted[match[1]]) {
      console.error(
        `${project}/${file}: operation ${match[1]} is missing from ${project}/persisted-queries.json`,
      );
      problems++;
    }
  }
  for (const id of Object.keys(persisted)) {
    if (!ids.has(id)) {
      console.error(
        `${project}/persisted-queries.json: ${id} belongs to no artifact (run relay-compiler --repersist)`,
      );
      problems++;
    }
  }
}
if (problems) process.exit(1);
console.log('Relay artifacts and persisted queries are current.');
