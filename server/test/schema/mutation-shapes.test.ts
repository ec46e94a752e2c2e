import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/graphql/schema/index.js';

// Relay's mutation convention: one `input` argument (none for a mutation that needs nothing)
// and a payload object whose `errors` list holds the typed errors of expected failures.
const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});
const capitalized = (name: string) => name[0]?.toUpperCase() + name.slice(1);

describe('mutation shapes', () => {
  it('has mutations to check', () => {
    expect(mutations.length).toBeGreaterThan(30);
  });

  it.each(mutations.map((m) => [m.name, m] as const))('%s takes one input', (_name, field) => {
    if (field.args.length === 0) return;
    expect(field.args.map((arg) => arg.name)).toEqual(['input']);
    const [input] = field.args;
    expect(isNonNullType(input?.type)).toBe(true);
    const type = getNullableType(input?.type);
    expect(isInputObjectType(type)).toBe(true);
    expect(getNamedType(type)?.name).toBe(`${capitalized(field.name)}Input`);
  });

  it.each(mutations.map((m) => [m.name, m] as const))(
    '%s returns a payload with errors',
    (_name, field) => {
      expect(isNonNullType(field.type)).toBe(true);
      const payload = getNullableType(field.type);
      if (!isObjectType(payload)) throw new Error(`${field.name} returns no object`);
      const errors = payload.getFields().errors;
      if (!errors) throw new Error(`${payload.name} has no errors field`);
      // [SomeError!]!
      expect(isNonNullType(errors.type)).toBe(true);
      const list = getNullableType(errors.type);
      expect(isListType(list)).toBe(true);
      if (!isListType(list)) return;
      expect(isNonNullType(list.ofType)).toBe(true);
      const item = getNamedType(list.ofType);
      const members = isUnionType(item)
        ? item.getTypes()
        : isInterfaceType(item)
          ? schema.getPossibleTypes(item)
          : [];
      expect(members.length).toBeGreaterThan(0);
      for (const member of members) {
        expect(member.getInterfaces().map((i) => i.name)).toContain('Error');
      }
    },
  );
});
