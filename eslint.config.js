// ESLint runs one rule only, Relay's `relay/unused-fields`: a field a graphql`` tag selects must
// be read in the same module (a component that needs data from another file spreads that file's
// fragment). Biome is the linter for everything else. `npm run lint:relay`, a step of `npm test`.
// The findings that were there when the rule came in are counted per file in
// eslint-suppressions.json (ESLint's bulk suppressions): a new one fails; after fixing some,
// `npx eslint web/src extension/src --prune-suppressions` lowers the counts.
import tsParser from '@typescript-eslint/parser';
import relay from 'eslint-plugin-relay';

const unusedFields = relay.rules['unused-fields'];
const edgesAndNode = {
  type: 'ArrayExpression',
  elements: ['edges', 'node'].map((value) => ({ type: 'Literal', value })),
};

// The rule knows the `getByPath(thing, ['a', 'b'])` helper only; `nodesOf(connection)`
// (common/src/lists.ts) reads `edges` and `node` the same way, so it is told so.
const unusedFieldsWithNodesOf = {
  meta: unusedFields.meta,
  create(context) {
    const listeners = unusedFields.create(context);
    return {
      ...listeners,
      CallExpression(node) {
        listeners.CallExpression(node);
        if (node.callee.type === 'Identifier' && node.callee.name === 'nodesOf') {
          listeners.CallExpression({
            ...node,
            callee: { type: 'Identifier', name: 'getByPath' },
            arguments: [node.arguments[0], edgesAndNode],
          });
        }
      },
    };
  },
};

export default [
  { ignores: ['**/__generated__/**'] },
  {
    files: ['web/src/**/*.{ts,tsx}', 'extension/src/**/*.{ts,tsx}'],
    languageOptions: { parser: tsParser },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { relay: { rules: { 'unused-fields': unusedFieldsWithNodesOf } } },
    rules: { 'relay/unused-fields': 'error' },
  },
];
