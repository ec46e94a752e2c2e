import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAX_QUERY_COST, operationCost } from '../../src/graphql/request-limits.js';

const cost = (document: string, variables: Record<string, unknown> = {}) =>
  operationCost(parse(document), undefined, variables);

describe('operationCost', () => {
  it('counts an object 2, a scalar 1, and each level down 1.5 times more', () => {
    expect(cost('{ viewer { id email } }')).toBe(2 + 1.5 * 2);
  });

  it('multiplies a page by its first/last, from a literal or a variable, up to 100', () => {
    const page = 'query($n: Int) { viewer { teams(first: $n) { edges { node { id } } } } }';
    const one = cost(page, { n: 1 });
    expect(cost(page, { n: 10 })).toBeGreaterThan(one * 5);
    expect(cost(page, { n: 1000 })).toBe(cost(page, { n: 100 }));
    expect(cost('{ viewer { teams(first: 10) { edges { node { id } } } } }')).toBe(
      cost(page, { n: 10 }),
    );
  });

  it('multiplies by the length of a list argument', () => {
    const nodes = 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }';
    expect(cost(nodes, { ids: ['a', 'b', 'c'] })).toBe(3 * cost(nodes, { ids: ['a'] }));
  });

  it('counts a field selected by several fragments once, as GraphQL runs it', () => {
    const inline = `query($n: Int) { viewer { teams(first: $n) { edges { node { id name swipeCount } } } } }`;
    const byFragments = `
      query($n: Int) { viewer { teams(first: $n) { edges { node { id name ...Row ...Badge } } } } }
      fragment Row on Team { id name swipeCount }
      fragment Badge on Team { name ... on Team { swipeCount } }
    `;
    expect(cost(byFragments, { n: 100 })).toBe(cost(inline, { n: 100 }));
  });

  it('merges the sub-selections of a field selected in several places', () => {
    const merged = '{ viewer { id email name } }';
    const split = '{ viewer { id email } ...More } fragment More on Query { viewer { name } }';
    expect(cost(split)).toBe(cost(merged));
  });

  it('still refuses what would really be too much work', () => {
    const deep = `query($n: Int) { viewer { teams(first: $n) { edges { node {
      swipes(first: $n) { edges { node { id title tags { id title } } } } } } } } }`;
    expect(cost(deep, { n: 100 })).toBeGreaterThan(MAX_QUERY_COST);
    expect(cost(deep, { n: 2 })).toBeLessThan(MAX_QUERY_COST);
  });
});
