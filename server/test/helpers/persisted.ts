import { readFileSync } from 'node:fs';
import { paths } from '../../src/paths.js';
import type { TestClient } from '../harness.js';

// The web app's persisted operations, sent by id as the browser sends them.

const persisted: Record<string, string> = JSON.parse(
  readFileSync(paths.persistedOperations[0]!, 'utf8'),
);

/** The persisted id and text of the web app's operation `name`. */
export function persistedOperation(name: string) {
  const found = Object.entries(persisted).find(([, text]) =>
    new RegExp(`^\\s*query ${name}\\b`).test(text),
  );
  if (!found) throw new Error(`No persisted operation ${name}`);
  return { id: found[0], text: found[1] };
}

/** Runs the persisted operation `name` by its id: the answer's status and body. */
export async function runPersisted(
  client: TestClient,
  name: string,
  variables: Record<string, unknown>,
): Promise<{ status: number; text: string; body: { data?: any; errors?: unknown[] } }> {
  const response = await client.request({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: persistedOperation(name).id } },
    }),
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) };
}
