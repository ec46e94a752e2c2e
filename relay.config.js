// Relay compiler configuration: one config with a project per app. The browser extension's
// project (extension/src, extension/persisted-queries.json) joins when the extension has
// sources of its own (the capture-anywhere issue).
// Loaded by relay-compiler through `require()` (Node 24 require(esm)) and by
// babel-plugin-relay through cosmiconfig, hence the `module.exports` export name.
const config = {
  sources: {
    'web/src': 'web',
  },
  projects: {
    web: {
      schema: 'schema.graphql',
      language: 'typescript',
      output: 'web/src/__generated__',
      eagerEsModules: true,
      persist: { file: './web/persisted-queries.json', algorithm: 'SHA256' },
    },
  },
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
};

export { config as 'module.exports' };
export default config;
