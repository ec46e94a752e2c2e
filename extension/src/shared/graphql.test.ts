import { describe, expect, it } from 'vitest';
import { multipartBody, persistedBody } from './graphql';

describe('persistedBody', () => {
  it('sends the persisted id and never the query text', () => {
    expect(persistedBody({ id: 'abc', name: 'uploadSwipeMutation' }, { a: 1 })).toEqual({
      operationName: 'uploadSwipeMutation',
      variables: { a: 1 },
      extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } },
    });
  });

  it('refuses operations that were not persisted', () => {
    expect(() => persistedBody({ id: null, name: 'X' }, {})).toThrow(/persisted id/);
  });
});

describe('multipartBody', () => {
  it('follows the GraphQL multipart request spec, leaving the variables alone', async () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'shot.png', { type: 'image/png' });
    const operation = { variables: { input: { teamId: 't', file: 'placeholder' } } };
    const body = multipartBody(operation, { 'variables.input.file': file });
    expect([...body.keys()]).toEqual(['operations', 'map', '0']);
    expect(JSON.parse(String(body.get('operations'))).variables.input).toEqual({
      teamId: 't',
      file: null,
    });
    expect(JSON.parse(String(body.get('map')))).toEqual({ '0': ['variables.input.file'] });
    expect((body.get('0') as File).name).toBe('shot.png');
    expect(operation.variables.input.file).toBe('placeholder');
  });

  it('refuses paths outside the variables', () => {
    expect(() => multipartBody({ variables: {} }, { file: new Blob(['x']) })).toThrow(/variables/);
  });
});
