import type { RequestParameters } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { persistedOperation } from './persisted';

const params = (id: string | null): RequestParameters =>
  ({
    id,
    name: 'AppLayoutQuery',
    operationKind: 'query',
    text: null,
    metadata: {},
  }) as RequestParameters;

describe('persistedOperation', () => {
  it('sends the persisted id and never the query text', () => {
    const body = persistedOperation(params('abc123'), { first: 1 });
    expect(body).toEqual({
      operationName: 'AppLayoutQuery',
      variables: { first: 1 },
      extensions: { persistedQuery: { version: 1, sha256Hash: 'abc123' } },
    });
    expect(body).not.toHaveProperty('query');
  });

  it('refuses operations that were not persisted', () => {
    expect(() => persistedOperation(params(null), {})).toThrow(/persisted id/);
  });
});
