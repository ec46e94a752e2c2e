// The production server in JavaScript: server/src/main.ts (with the generated Prisma client) and
// @swipestack/common (TypeScript sources) bundled by esbuild into server/dist/server.js, with the
// embedded database's worker thread beside it; every npm package stays an import from node_modules.
// What main.ts imports dynamically goes into chunks of its own (server/dist/chunk-*.js), so the
// embedded database starts before the rest of the server is loaded. `node server/dist/main.js` runs it: that entry turns
// on Node's compile cache first, so a warm start reuses the compiled code of every module.
// `node scripts/build-server.mjs` builds it now; `npm start` builds it when its inputs changed.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';
import { root, whenChanged } from './lib.mjs';

/** The compiled server's entry; it lies as deep as server/src/main.ts, so paths.ts finds the root. */
export const serverEntry = path.join(root, 'server/dist/main.js');

// The cache lives in the system's temporary folder (or NODE_COMPILE_CACHE); a start that cannot
// write it runs all the same. The bundle is imported after it is on: static imports would not be.
const ENTRY = `import module from 'node:module';
module.enableCompileCache();
await import('./server.js');
`;

/** Only our own code is bundled: relative imports and the common workspace. */
const packagesExternal = {
  name: 'packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@swipestack/') ? undefined : { path: args.path, external: true },
    );
  },
};

async function bundle() {
  await rm(path.join(root, 'server/dist'), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      server: 'server/src/main.ts',
      'embedded-database-worker': 'server/src/db/embedded-database-worker.ts',
    },
    outdir: 'server/dist',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // As tsx runs the sources: class and function names survive bundling (error names, logs).
    keepNames: true,
    sourcemap: 'linked',
    plugins: [packagesExternal],
    logLevel: 'warning',
  });
  // esbuild's service process would outlive the build, as a child of `npm start`.
  await stop();
  await writeFile(serverEntry, ENTRY);
}

export function buildServer() {
  return whenChanged(
    'server/dist/.inputs',
    [
      'server/src',
      'common/src',
      'server/package.json',
      'package-lock.json',
      'scripts/build-server.mjs',
    ],
    bundle,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await bundle();
