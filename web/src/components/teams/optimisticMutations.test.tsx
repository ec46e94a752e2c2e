import { act, cleanup, renderHook } from '@testing-library/react';
import { ConnectionHandler, commitLocalUpdate, type Environment } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionOf, removeFromConnection } from '../../relay/connections';
import {
  payloadError,
  shownConnection,
  shownValue,
  testEnvironment,
} from '../../relay/testEnvironment';
import { TEAM_MEMBERS_CONNECTION } from './teamStore';
import { useChangeMemberRole } from './useChangeMemberRole';
import { useRemoveMember } from './useRemoveMember';
import { useRenameTeam } from './useRenameTeam';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const MEMBERS = ConnectionHandler.getConnectionID('team', TEAM_MEMBERS_CONNECTION);

/** A team "team" named "Old" whose members list holds these viewers. */
function seedTeam(environment: Environment, memberIds: string[]) {
  commitLocalUpdate(environment, (store) => {
    const team = store.create('team', 'Team');
    team.setValue('Old', 'name');
    const connection = store.create(MEMBERS, 'TeamMembersConnection');
    team.setLinkedRecord(connection, `__${TEAM_MEMBERS_CONNECTION}_connection`);
    connection.setValue(memberIds.length, 'totalCount');
    connection.setLinkedRecords(
      memberIds.map((id) => {
        const member = store.create(id, 'TeamMember');
        member.setValue('VIEWER', 'role');
        const edge = store.create(`client:edge:${id}`, 'TeamMembersConnectionEdge');
        edge.setLinkedRecord(member, 'node');
        return edge;
      }),
      'edges',
    );
  });
}

const team = { id: 'team', name: 'Old' };
const ann = { id: 'm1', name: 'Ann' };

describe('optimistic team mutations', () => {
  afterEach(cleanup);

  it('removes a member at once and counts the removal once, whatever else reports it', () => {
    const { environment, answer, wrapper } = testEnvironment();
    seedTeam(environment, ['m1', 'm2']);
    const { result } = renderHook(() => useRemoveMember(), { wrapper });
    const callbacks = { onRemoved: vi.fn(), onRefused: vi.fn() };

    act(() => result.current[0](team, ann, callbacks));
    expect(shownConnection(environment, MEMBERS)).toEqual({ ids: ['m2'], totalCount: 1 });

    // The live MEMBER_LEFT event arrives before the mutation's answer.
    act(() =>
      commitLocalUpdate(environment, (store) =>
        removeFromConnection(connectionOf(store, 'team', TEAM_MEMBERS_CONNECTION), 'm1'),
      ),
    );
    expect(shownConnection(environment, MEMBERS)).toEqual({ ids: ['m2'], totalCount: 1 });

    answer({ removeMember: { deletedId: 'm1', errors: [] } });
    expect(shownConnection(environment, MEMBERS)).toEqual({ ids: ['m2'], totalCount: 1 });
    expect(callbacks.onRemoved).toHaveBeenCalledOnce();
  });

  it('brings a member back when the server refuses the removal', () => {
    const { environment, answer, wrapper } = testEnvironment();
    seedTeam(environment, ['m1', 'm2']);
    const { result } = renderHook(() => useRemoveMember(), { wrapper });
    const callbacks = { onRemoved: vi.fn(), onRefused: vi.fn() };

    act(() => result.current[0](team, ann, callbacks));
    expect(shownConnection(environment, MEMBERS)).toEqual({ ids: ['m2'], totalCount: 1 });
    answer({ removeMember: { deletedId: null, errors: [payloadError('Not allowed')] } });
    expect(shownConnection(environment, MEMBERS)).toEqual({ ids: ['m1', 'm2'], totalCount: 2 });
    expect(callbacks.onRefused).toHaveBeenCalledOnce();
  });

  it('renames at once, and a refused rename takes the old name back', () => {
    const { environment, answer, wrapper } = testEnvironment();
    seedTeam(environment, []);
    const { result } = renderHook(() => useRenameTeam(), { wrapper });
    const callbacks = { onEdited: vi.fn(), onFailed: vi.fn() };

    act(() => result.current[0]('team', 'New', callbacks));
    expect(shownValue(environment, 'team', 'name')).toBe('New');
    answer({ updateTeam: { team: null, errors: [payloadError('Too long', 'name')] } });
    expect(shownValue(environment, 'team', 'name')).toBe('Old');
    expect(callbacks.onFailed).toHaveBeenCalledWith({ fields: { name: 'Too long' }, form: null });

    act(() => result.current[0]('team', 'Newer', callbacks));
    answer({ updateTeam: { team: { id: 'team', name: 'Newer' }, errors: [] } });
    expect(shownValue(environment, 'team', 'name')).toBe('Newer');
    expect(callbacks.onEdited).toHaveBeenCalledOnce();
  });

  it('changes a role at once and takes it back when refused', () => {
    const { environment, answer, wrapper } = testEnvironment();
    seedTeam(environment, ['m1']);
    const { result } = renderHook(() => useChangeMemberRole(), { wrapper });

    act(() => result.current[0](ann, 'EDITOR'));
    expect(shownValue(environment, 'm1', 'role')).toBe('EDITOR');
    answer({ changeMemberRole: { member: null, errors: [payloadError('Not allowed')] } });
    expect(shownValue(environment, 'm1', 'role')).toBe('VIEWER');

    act(() => result.current[0](ann, 'ADMIN'));
    answer({ changeMemberRole: { member: { id: 'm1', role: 'ADMIN' }, errors: [] } });
    expect(shownValue(environment, 'm1', 'role')).toBe('ADMIN');
  });
});
