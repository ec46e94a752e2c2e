import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { undescribedSchemaElements } from '../../src/graphql/descriptions.js';
import { schema } from '../../src/graphql/schema/index.js';

// Every type and field of the API says what it is (docs/graphql.md): the check behind
// `print-schema.ts --check` names each one that does not.

describe('schema descriptions', () => {
  it('names every type, field and input field without a description', () => {
    const sample = buildSchema(`
      """Described."""
      type Query {
        """Described."""
        ok: Boolean!
        bare(arg: Int): Thing
      }
      type Thing { id: ID! }
      """Described."""
      input Filter { kind: Kind }
      enum Kind { A }
      """Described."""
      interface Node { id: ID! }
    `);
    expect(undescribedSchemaElements(sample)).toEqual([
      'Filter.kind',
      'Kind',
      'Node.id',
      'Query.bare',
      'Thing',
      'Thing.id',
    ]);
  });

  it('finds none in the API schema', () => {
    expect(undescribedSchemaElements(schema)).toEqual([]);
  });
});
