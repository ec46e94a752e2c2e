// Relay compiler configuration: one config with a project per app, each persisting its
// operations (SHA-256 ids) into the file the server loads (server/src/paths.ts).
// Loaded by relay-compiler through `require()` (Node 24 require(esm)) and by
// babel-plugin-relay through cosmiconfig, hence the `module.exports` export name.
const config = {
  sources: {
    'web/src': 'web',
    'extension/src': 'extension',
  },
  projects: {
    web: {
      schema: 'schema.graphql',
      language: 'typescript',
      output: 'web/src/__generated__',
      eagerEsModules: true,
      useImportTypeSyntax: true,
      persist: { file: './web/persisted-queries.json', algorithm: 'SHA256' },
    },
    extension: {
      schema: 'schema.graphql',
      language: 'typescript',
      output: 'extension/src/__generated__',
      eagerEsModules: true,
      useImportTypeSyntax: true,
      persist: { file: './extension/persisted-queries.json', algorithm: 'SHA256' },
    },
  },
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
};

export { config as 'module.exports' };
export default config;
