import { isInterfaceType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_FIELDS, ADMIN_ONLY_TYPES } from '../../src/graphql/admin-only.js';
import { schema } from '../../src/graphql/schema/index.js';

// The lists of what needs an administrator (graphql/admin-only.ts) and the schema's `admin`
// scope declarations are the same: a new admin field must be listed (so test/admin-only.test.ts
// calls it as everyone else), and a listed one must have the scope, alone (Pothos grants a
// field when ANY of its scopes holds: `{ signedIn: true, admin: true }` lets everyone in).

type Scopes = unknown;
const scopesOf = (thing: { extensions?: unknown }): Scopes =>
  (thing.extensions as { pothosOptions?: { authScopes?: Scopes } } | undefined)?.pothosOptions
    ?.authScopes;
/** Whether the declaration names the `admin` scope anywhere (a function cannot be read: no). */
const mentionsAdmin = (scopes: Scopes) =>
  typeof scopes === 'object' && scopes !== null && JSON.stringify(scopes).includes('"admin"');

const types = Object.values(schema.getTypeMap()).filter(
  (type) => (isObjectType(type) || isInterfaceType(type)) && !type.name.startsWith('__'),
) as (import('graphql').GraphQLObjectType | import('graphql').GraphQLInterfaceType)[];
const fields = types.flatMap((type) =>
  Object.values(type.getFields()).map((field) => ({ name: `${type.name}.${field.name}`, field })),
);

describe('what needs an administrator is listed in one place', () => {
  it('lists every field declared with the admin scope, and nothing else', () => {
    const declared = fields.filter(({ field }) => mentionsAdmin(scopesOf(field)));
    expect(declared.map(({ name }) => name).sort()).toEqual([...ADMIN_ONLY_FIELDS].sort());
  });

  it('lists every type declared with the admin scope, and nothing else', () => {
    const declared = types.filter((type) => mentionsAdmin(scopesOf(type)));
    expect(declared.map((type) => type.name).sort()).toEqual([...ADMIN_ONLY_TYPES].sort());
  });

  it.each([...ADMIN_ONLY_FIELDS])('%s has the admin scope alone', (name) => {
    const found = fields.find((field) => field.name === name);
    if (!found) throw new Error(`${name} is not in the schema`);
    expect(scopesOf(found.field)).toEqual({ admin: true });
  });

  it.each([...ADMIN_ONLY_TYPES])('%s has the admin scope alone, on every field', (name) => {
    const type = schema.getType(name);
    if (!isObjectType(type)) throw new Error(`${name} is not an object type of the schema`);
    expect(scopesOf(type)).toEqual({ admin: true });
    for (const field of Object.values(type.getFields())) {
      const options = (field.extensions as { pothosOptions?: Record<string, unknown> })
        .pothosOptions;
      expect(options?.skipTypeScopes ?? false, `${name}.${field.name}`).toBe(false);
    }
  });
});
