import { readFileSync } from 'node:fs';
import { getOperationAST, parse, valueFromASTUntyped } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../src/graphql/connections.js';
import { MAX_QUERY_COST, operationCost } from '../../src/graphql/request-limits.js';
import { paths } from '../../src/paths.js';

// Every operation the web app and the extension persist stays under the server's cost limit,
// so a new fragment (a row component's own, say) cannot get its page refused in production.
// Variables take their defaults; a page size without one is taken at its largest.
const PAGE_SIZE_VARIABLES = new Set(['first', 'last', 'count']);

const operations = paths.persistedOperations.flatMap((file) =>
  Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>).map((text) => {
    const document = parse(text);
    const operation = getOperationAST(document);
    const variables: Record<string, unknown> = {};
    for (const definition of operation?.variableDefinitions ?? []) {
      const name = definition.variable.name.value;
      if (definition.defaultValue) variables[name] = valueFromASTUntyped(definition.defaultValue);
      else if (PAGE_SIZE_VARIABLES.has(name)) variables[name] = MAX_PAGE_SIZE;
    }
    return [operation?.name?.value ?? '(anonymous)', document, variables] as const;
  }),
);

describe('persisted operations', () => {
  it('has the web and extension operations to check', () => {
    expect(operations.length).toBeGreaterThan(80);
  });

  it.each(operations)('%s costs at most the limit', (_name, document, variables) => {
    expect(operationCost(document, undefined, variables)).toBeLessThanOrEqual(MAX_QUERY_COST);
  });
});
