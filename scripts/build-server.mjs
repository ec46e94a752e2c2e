// The production server in JavaScript: server/src/main.ts (with the generated Prisma client),
// @swipestack/common (TypeScript sources) and the npm packages they import, bundled by esbuild into
// server/dist, with the worker threads (the embedded database, the import's ZIP check) beside it.
// The packages in EXTERNAL stay imports from node_modules. What main.ts imports dynamically goes
// into chunks of its own, so the embedded database starts before the rest of the server is loaded.
// `node server/dist/main.js` runs it: that entry turns on Node's compile cache first, so a warm
// start reuses compiled code.
// `node scripts/build-server.mjs` builds it now; `npm start` builds it when its inputs changed.
import { readFile, rm, writeFile } from 'node:fs/promises';
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

/**
 * npm packages are bundled too (Node's module loader resolving hundreds of files was most of a
 * warm start), except those that load files of their own beside their code (WASM, workers,
 * data), native addons, and the big ones imported only on first use.
 */
const EXTERNAL = [
  '@aws-sdk/client-s3',
  '@duckduckgo/autoconsent',
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@prisma/schema-engine-wasm',
  '@tesseract.js-data/eng',
  'ioredis',
  'jsdom',
  'mailparser',
  'playwright-core',
  'sharp',
  'stripe',
  'tesseract.js',
  // Optional peers that the bundled packages require only when installed.
  'pg-native',
  'bufferutil',
  'utf-8-validate',
];
const isExternal = (specifier) =>
  EXTERNAL.some((name) => specifier === name || specifier.startsWith(`${name}/`));

const packagesExternal = {
  name: 'packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      isExternal(args.path) ? { path: args.path, external: true } : undefined,
    );
  },
};

// Prisma's query compiler ships as a 4.5 MB module of base64 text: bundled, that text (its source
// and the string it exports) stays in V8's heap for the process's life. The build writes the
// WASM beside the bundle instead, and the generated client compiles it from that file.
const COMPILER_WASM = 'query_compiler_fast_bg.postgresql.wasm';
const COMPILER_MODULE = '@prisma/client/runtime/query_compiler_fast_bg.postgresql.wasm-base64.mjs';
const COMPILER_LOAD = `const { wasm } = await import("${COMPILER_MODULE}")
    return await decodeBase64AsWasm(wasm)`;
const compilerFromFile = {
  name: 'prisma-compiler-from-file',
  setup(build) {
    let wasm;
    build.onEnd(async () => {
      if (wasm)
        await writeFile(path.join(root, 'server/dist', COMPILER_WASM), Buffer.from(wasm, 'base64'));
    });
    build.onLoad({ filter: /generated[\\/]prisma[\\/]internal[\\/]class\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes(COMPILER_LOAD))
        throw new Error(
          `${args.path}: Prisma's query compiler loads differently now; update ${COMPILER_WASM}'s loader`,
        );
      // Found as the generated client would import it; written beside the bundle at the end.
      const found = await build.resolve(COMPILER_MODULE, {
        resolveDir: path.dirname(args.path),
        kind: 'dynamic-import',
      });
      if (found.errors.length) throw new Error(found.errors[0].text);
      ({ wasm } = await import(pathToFileURL(found.path).href));
      const fromFile = `const { readFile } = await import('node:fs/promises')
    return await WebAssembly.compile(await readFile(new URL('./${COMPILER_WASM}', import.meta.url)))`;
      return { contents: source.replace(COMPILER_LOAD, fromFile), loader: 'ts' };
    });
  },
};

/**
 * Prisma's runtime reads the parameterization graph (which fields of each query may become
 * parameters) into one object per node whose keys are indexes into the schema's table of field
 * names (`edges[fieldIndex] = edge`). V8 gives such an object a plain array as long as the
 * largest index, mostly holes: with this schema (968 names, 3,331 nodes, 21,395 edges) 16 MB
 * of heap for the process's life, growing with both the names and the nodes. Objects made sparse
 * first (dictionary elements, a hash table of the edges present) hold the same graph in 3 MB and
 * are read the same way (docs/performance.md, "Memory", fifth pass).
 */
const PARAM_GRAPH_EDGES =
  /(\w+)=\{\};(for\(let (\w+)=0;\3<\w+;\3\+\+\)\{(?:(?!\}\w+\.push\(\{edges:).)*?\1\[\w+\]=\w+\}\w+\.push\(\{edges:\1\}\))/g;
const SPARSE_RECORD = `function __sparseRecord() {
  const record = {};
  record[1073741823] = undefined;
  delete record[1073741823];
  return record;
}
`;
const prismaSparseParamGraph = {
  name: 'prisma-sparse-param-graph',
  setup(build) {
    build.onLoad({ filter: /@prisma[\\/]client[\\/]runtime[\\/]client\.m?js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const found = source.match(PARAM_GRAPH_EDGES)?.length ?? 0;
      if (found !== 2)
        throw new Error(
          `${args.path}: Prisma's parameterization graph is read differently now (${found} of the 2 edge records found); update PARAM_GRAPH_EDGES`,
        );
      return {
        contents: SPARSE_RECORD + source.replace(PARAM_GRAPH_EDGES, '$1=__sparseRecord();$2'),
        loader: 'js',
        resolveDir: path.dirname(args.path),
      };
    });
  },
};

/**
 * Node holds a module's source for the process's life, as one byte a character only when the
 * file is all ASCII: one other character (esbuild escapes them, except in regular expressions)
 * doubles the 4 MB bundle's share of the heap. Write such characters as escapes in the source.
 */
async function assertAscii(outputs) {
  for (const file of outputs.filter((name) => name.endsWith('.js'))) {
    const bytes = await readFile(file);
    const at = bytes.findIndex((byte) => byte > 0x7f);
    if (at >= 0)
      throw new Error(
        `${path.relative(root, file)} is not all ASCII: …${bytes.subarray(Math.max(0, at - 60), at + 10).toString('latin1')}… (write that character as an escape in its source)`,
      );
  }
}

// Bundled CommonJS packages call require() for Node's own modules; ESM output has none.
const REQUIRE_SHIM = `import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);`;

async function bundle() {
  await rm(path.join(root, 'server/dist'), { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      server: 'server/src/main.ts',
      'embedded-database-worker': 'server/src/db/embedded-database-worker.ts',
      'zip-check-worker': 'server/src/import/zip-check-worker.ts',
    },
    outdir: 'server/dist',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // No keepNames: it names every function the bundle creates at run time, closures in hot
    // paths included (a fifth of the server's CPU on an uncached swipes page, docs/performance.md).
    // A name the app reads is given as a string (GraphQL types, error types); a symbol esbuild
    // renames to avoid a clash (NotFoundError2) shows so only in a stack trace.
    sourcemap: 'linked',
    plugins: [packagesExternal, compilerFromFile, prismaSparseParamGraph],
    metafile: true,
    // Whitespace and syntax only: names stay as written, for stack traces and logs.
    minifyWhitespace: true,
    minifySyntax: true,
    banner: { js: REQUIRE_SHIM },
    logLevel: 'warning',
  });
  // esbuild's service process would outlive the build, as a child of `npm start`.
  await stop();
  await assertAscii(Object.keys(result.metafile.outputs).map((file) => path.join(root, file)));
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
