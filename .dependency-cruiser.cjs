/**
 * dependency-cruiser: the import rules `npm run structure` checks (scripts/structure.mjs,
 * docs/architecture.md "Structure checks"). Type-only imports count (tsPreCompilationDeps).
 * The server's layers are matched by folder prefix, so a domain folder inside a layer
 * (`services/teams/`, `graphql/schema/teams/`) belongs to that layer without a new rule.
 */
const src = '^server/src/';
// Entry points: they read a request, a mail or a job, call services and shape the answer.
const entryPoints = [
  `${src}(http|graphql|rest)/`,
  `${src}jobs/.*-worker\\.ts$`,
  `${src}email/smtp-listener\\.ts$`,
];
const services = [`${src}services/`];
// Parts: the machinery services use. The SMTP listener and the job workers are entry points;
// the rest of email/ and jobs/ (the queue services enqueue on, its start-up lock) are parts.
const parts = [
  `${src}(auth|db|storage|backup|images|capture|billing|ai|finder|realtime|import)/`,
  `${src}email/(?!smtp-listener\\.ts$)`,
  `${src}jobs/(?!.*-worker\\.ts$)`,
];
// Importable from anywhere: settings, paths, the app's version, which server a piece of work
// belongs to (server-scope.ts), generated clients and types.
const anywhere = [`${src}(config|paths|app-version|server-scope)\\.ts$`, `${src}generated/`];
// The start (wires everything once); nothing imports it but main.ts.
const start = [`${src}(server|main)\\.ts$`];

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'An import cycle, type-only imports included.',
      severity: 'error',
      from: { path: '^(server|web|extension|common)/src/' },
      to: { circular: true },
    },
    {
      name: 'service-imports-entry-point',
      comment: 'services/ may import parts, never an entry point.',
      severity: 'error',
      from: { path: services },
      to: { path: [...entryPoints, ...start] },
    },
    {
      name: 'part-imports-up',
      comment: 'A part may import only other parts, never a service or an entry point.',
      severity: 'error',
      from: { path: parts },
      to: { path: [...services, ...entryPoints, ...start] },
    },
    {
      name: 'entry-point-imports-start',
      comment: 'server.ts and main.ts start the server; no layer imports them.',
      severity: 'error',
      from: { path: entryPoints },
      to: { path: start },
    },
    {
      name: 'shared-file-imports-layer',
      comment: 'config.ts, paths.ts and the like are imported from anywhere, so import no layer.',
      severity: 'error',
      from: { path: anywhere },
      to: { path: src, pathNot: anywhere },
    },
    {
      name: 'server-file-in-no-layer',
      comment: 'A new folder or top-level file under server/src gets a layer in this file.',
      severity: 'error',
      from: { path: src, pathNot: [...entryPoints, ...services, ...parts, ...anywhere, ...start] },
      to: { path: src },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    // Relay artifacts and the Prisma client: generated, not ours to arrange.
    exclude: { path: ['/__generated__/', '^server/src/generated/'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
