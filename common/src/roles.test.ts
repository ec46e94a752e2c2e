import { describe, expect, it } from 'vitest';
import { assignableRoles, can, canManageMember, roleLabel, roleOf } from './roles.js';

describe('roleOf', () => {
  it('is viewer until the role is known (spec §4)', () => {
    expect(roleOf(undefined)).toBe('VIEWER');
    expect(roleOf(null)).toBe('VIEWER');
    expect(roleOf('%future added value')).toBe('VIEWER');
    expect(roleOf('ADMIN')).toBe('ADMIN');
  });
});

describe('can (docs/permissions.md)', () => {
  const matrix = {
    read: [true, true, true, true],
    editContent: [false, true, true, true],
    manageMembers: [false, false, true, true],
    manageOwners: [false, false, false, true],
    manageTeam: [false, false, false, true],
  } as const;
  for (const [action, allowed] of Object.entries(matrix)) {
    it(`${action}`, () => {
      expect(
        ['VIEWER', 'EDITOR', 'ADMIN', 'OWNER'].map((role) =>
          can(role, action as keyof typeof matrix),
        ),
      ).toEqual(allowed);
    });
  }

  it('treats an unloaded role as viewer', () => {
    expect(can(null, 'read')).toBe(true);
    expect(can(null, 'editContent')).toBe(false);
  });
});

describe('roleLabel', () => {
  it('capitalises', () => {
    expect(roleLabel('VIEWER')).toBe('Viewer');
    expect(roleLabel('OWNER')).toBe('Owner');
  });
});

describe('assignableRoles', () => {
  it('gives Owner only to owners, nothing to editors and viewers', () => {
    expect(assignableRoles('OWNER')).toEqual(['VIEWER', 'EDITOR', 'ADMIN', 'OWNER']);
    expect(assignableRoles('ADMIN')).toEqual(['VIEWER', 'EDITOR', 'ADMIN']);
    expect(assignableRoles('EDITOR')).toEqual([]);
    expect(assignableRoles(undefined)).toEqual([]);
  });
});

describe('canManageMember', () => {
  it('lets admins manage non-owners and owners manage everyone but themselves', () => {
    expect(canManageMember('ADMIN', 'EDITOR', false)).toBe(true);
    expect(canManageMember('ADMIN', 'ADMIN', false)).toBe(true);
    expect(canManageMember('ADMIN', 'OWNER', false)).toBe(false);
    expect(canManageMember('OWNER', 'OWNER', false)).toBe(true);
    expect(canManageMember('OWNER', 'VIEWER', true)).toBe(false);
    expect(canManageMember('EDITOR', 'VIEWER', false)).toBe(false);
  });
});
