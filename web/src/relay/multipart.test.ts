import { describe, expect, it } from 'vitest';
import { multipartBody } from './multipart';

describe('multipartBody', () => {
  it('follows the GraphQL multipart request spec', async () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'shot.png', { type: 'image/png' });
    const operation = {
      operationName: 'AddSwipeImageMutation',
      variables: { input: { teamId: 't1', file: null, tags: ['a'] } },
      extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } },
    };
    const body = multipartBody(operation, { 'variables.input.file': file });

    expect([...body.keys()]).toEqual(['operations', 'map', '0']);
    expect(JSON.parse(String(body.get('operations')))).toEqual(operation);
    expect(JSON.parse(String(body.get('map')))).toEqual({ '0': ['variables.input.file'] });
    const part = body.get('0') as File;
    expect(part.name).toBe('shot.png');
    expect(part.type).toBe('image/png');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('sets the file spot to null and leaves the original variables alone', () => {
    const file = new File(['x'], 'x.gif');
    const operation = { variables: { input: { file: 'placeholder' } } };
    const body = multipartBody(operation, { 'variables.input.file': file });
    expect(JSON.parse(String(body.get('operations'))).variables.input.file).toBeNull();
    expect(operation.variables.input.file).toBe('placeholder');
  });

  it('refuses paths outside the variables', () => {
    expect(() => multipartBody({ variables: {} }, { file: new File(['x'], 'x') })).toThrow(
      /variables/,
    );
  });
});
