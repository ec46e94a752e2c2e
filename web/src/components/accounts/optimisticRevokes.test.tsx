import { act, cleanup, renderHook } from '@testing-library/react';
import { ConnectionHandler, commitLocalUpdate, type Environment } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payloadError, shownConnection, testEnvironment } from '../../relay/testEnvironment';
import { API_TOKENS_CONNECTION } from './apiTokens';
import { useRevokeApiToken } from './useRevokeApiToken';
import { useRevokeSession } from './useRevokeSession';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

/** The viewer "viewer" with a list under `key` holding these ids; answers its connection id. */
function seedList(environment: Environment, key: string, ids: string[]): string {
  const connectionId = ConnectionHandler.getConnectionID('viewer', key);
  commitLocalUpdate(environment, (store) => {
    const viewer = store.create('viewer', 'User');
    const connection = store.create(connectionId, 'Connection');
    viewer.setLinkedRecord(connection, `__${key}_connection`);
    connection.setValue(ids.length, 'totalCount');
    connection.setLinkedRecords(
      ids.map((id) => {
        const edge = store.create(`client:edge:${id}`, 'Edge');
        edge.setLinkedRecord(store.create(id, 'Node'), 'node');
        return edge;
      }),
      'edges',
    );
  });
  return connectionId;
}

describe('optimistic revokes', () => {
  afterEach(cleanup);

  it('takes a token off the list at once and counts it once', () => {
    const { environment, answer, wrapper } = testEnvironment();
    const tokens = seedList(environment, API_TOKENS_CONNECTION, ['t1', 't2']);
    const { result } = renderHook(() => useRevokeApiToken('viewer'), { wrapper });
    const callbacks = { onSettled: vi.fn(), onRevoked: vi.fn() };

    act(() => result.current[0]('t1', callbacks));
    expect(shownConnection(environment, tokens)).toEqual({ ids: ['t2'], totalCount: 1 });
    answer({ revokeApiToken: { deletedId: 't1', errors: [] } });
    expect(shownConnection(environment, tokens)).toEqual({ ids: ['t2'], totalCount: 1 });
    expect(callbacks.onRevoked).toHaveBeenCalledOnce();
  });

  it('brings a token back when the server refuses', () => {
    const { environment, answer, wrapper } = testEnvironment();
    const tokens = seedList(environment, API_TOKENS_CONNECTION, ['t1', 't2']);
    const { result } = renderHook(() => useRevokeApiToken('viewer'), { wrapper });
    const callbacks = { onSettled: vi.fn(), onRevoked: vi.fn() };

    act(() => result.current[0]('t1', callbacks));
    answer({ revokeApiToken: { deletedId: null, errors: [payloadError('No')] } });
    expect(shownConnection(environment, tokens)).toEqual({ ids: ['t1', 't2'], totalCount: 2 });
    expect(callbacks.onRevoked).not.toHaveBeenCalled();
  });

  it('signs a browser out of the list at once, and back in when refused', () => {
    const { environment, answer, wrapper } = testEnvironment();
    const sessions = seedList(environment, 'SessionsSection_sessions', ['s1', 's2']);
    const { result } = renderHook(() => useRevokeSession('viewer'), { wrapper });

    act(() => result.current[0]('s2', () => {}));
    expect(shownConnection(environment, sessions)).toEqual({ ids: ['s1'], totalCount: 1 });
    answer({ revokeSession: { deletedId: 's2', errors: [] } });
    expect(shownConnection(environment, sessions)).toEqual({ ids: ['s1'], totalCount: 1 });

    act(() => result.current[0]('s1', () => {}));
    expect(shownConnection(environment, sessions)).toEqual({ ids: [], totalCount: 0 });
    answer({ revokeSession: { deletedId: null, errors: [payloadError('No')] } });
    expect(shownConnection(environment, sessions)).toEqual({ ids: ['s1'], totalCount: 1 });
  });
});
