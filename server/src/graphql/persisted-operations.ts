import { readFileSync } from 'node:fs';
import { paths } from '../paths.js';

/** Relay's persisted queries (id = SHA-256 of the text) from the web and extension projects. */
export class PersistedOperations {
  private operations = new Map<string, string>();

  constructor(
    private readonly files: string[] = paths.persistedOperations,
    /** Development re-reads the files on a miss, since relay-compiler --watch rewrites them. */
    private readonly reloadOnMiss = false,
  ) {
    this.reload();
  }

  private reload() {
    for (const file of this.files) {
      let entries: Record<string, string>;
      try {
        entries = JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        continue;
      }
      for (const [id, text] of Object.entries(entries)) this.operations.set(id, text);
    }
  }

  /** Every persisted operation known now: [id, text]. */
  entries(): Iterable<[string, string]> {
    return this.operations.entries();
  }

  get(id: string): string | null {
    if (!this.operations.has(id) && this.reloadOnMiss) this.reload();
    return this.operations.get(id) ?? null;
  }
}

export function persistedOperationId(params: { extensions?: unknown }): string | null {
  const persisted = (
    params.extensions as
      | { persistedQuery?: { version?: unknown; sha256Hash?: unknown } }
      | undefined
  )?.persistedQuery;
  return persisted?.version === 1 && typeof persisted.sha256Hash === 'string'
    ? persisted.sha256Hash
    : null;
}
