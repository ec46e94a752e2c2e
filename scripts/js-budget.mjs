// The JavaScript a page's first load fetches, from the built web app (issue 7: the gallery's
// first page ships under 150 KB of gzipped JavaScript). Reads Vite's manifest
// (web/dist/.vite/manifest.json, `build.manifest` in web/vite.config.ts): the entry chunk of
// index.html, its static imports, and the lazy route chunks the page's routes load (with their
// static imports), each file counted once. Sizes are gzip at zlib's default level (6; Vite's
// build report differs by ~1%), 1 KB = 1,000 bytes. `npx node scripts/js-budget.mjs` prints
// the figures on their own (after a build).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

/** Issue 7's budget for the gallery's first page, in bytes of gzipped JavaScript (1 KB = 1,000 B). */
export const BUDGET_BYTES = 150_000;

/**
 * The source modules of the lazy routes each page renders on its first load (mirrors
 * web/src/routes/routes.tsx and web/src/components/examples/routes.ts; `/` is in the entry
 * chunk). The gallery's search (`src/components/examples/search.ts`) loads when the box is
 * first focused, so it is not part of `/examples`'s first load.
 */
export const FIRST_LOAD_ROUTES = {
  '/': [],
  '/pricing': ['src/pages/PricingPage.tsx'],
  '/examples': [
    'src/components/examples/ExamplesLayout.tsx',
    'src/components/examples/ExamplePages.tsx',
  ],
};

/**
 * The output files (manifest `file`s) that loading `keys` fetches: each key's chunk and,
 * transitively, its static `imports`; dynamic imports are not followed. Pure: takes the
 * manifest object, returns file names in the order first reached. Throws on an unknown key, so
 * a renamed route module fails loudly instead of shrinking the figure.
 *
 *   staticClosure({ a: { file: 'a.js', imports: ['b'] }, b: { file: 'b.js' } }, ['a'])
 *     → ['a.js', 'b.js']
 */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const files = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** The entry chunk's key: index.html. */
export function entryKey(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1)
    throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  return entries[0][0];
}

/** Sums `sizes` (file → { bytes, gzip }) over `files`. Pure. */
export function totals(files, sizes) {
  let bytes = 0;
  let gzip = 0;
  for (const file of files) {
    bytes += sizes[file].bytes;
    gzip += sizes[file].gzip;
  }
  return { bytes, gzip };
}

export function readManifest(distDir = path.join(root, 'web/dist')) {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
}

/**
 * For each page of FIRST_LOAD_ROUTES: the files, their raw and gzipped bytes. Each lazy route
 * module must be a dynamic import of the entry (checked), i.e. what the router loads.
 */
export function firstLoadJs(distDir = path.join(root, 'web/dist'), routes = FIRST_LOAD_ROUTES) {
  const manifest = readManifest(distDir);
  const entry = entryKey(manifest);
  const lazy = new Set(manifest[entry].dynamicImports ?? []);
  const sizes = {};
  const size = (file) => {
    if (!sizes[file]) {
      const content = readFileSync(path.join(distDir, file));
      sizes[file] = { bytes: content.length, gzip: gzipSync(content).length };
    }
    return sizes[file];
  };
  return Object.entries(routes).map(([page, modules]) => {
    for (const module of modules)
      if (!lazy.has(module))
        throw new Error(`${module} (${page}) is not a lazy chunk of the entry`);
    const files = staticClosure(manifest, [entry, ...modules]);
    for (const file of files) size(file);
    return {
      page,
      files: files.map((file) => ({ file, ...sizes[file] })),
      ...totals(files, sizes),
    };
  });
}

export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** Prints one line per page: gzipped and raw totals against the budget, then the files. */
export function printFirstLoadJs(results = firstLoadJs()) {
  console.log(`JavaScript of a first load (gzip; the gallery's budget is ${kb(BUDGET_BYTES)}):`);
  for (const { page, files, bytes, gzip } of results) {
    const verdict = gzip <= BUDGET_BYTES ? 'under' : 'OVER';
    console.log(
      `  ${page.padEnd(10)} ${kb(gzip).padStart(9)} gzip  ${kb(bytes).padStart(9)} raw  ` +
        `(${verdict} the 150 KB budget by ${kb(Math.abs(BUDGET_BYTES - gzip))})`,
    );
    for (const f of files)
      console.log(`    ${f.file.padEnd(44)} ${kb(f.gzip).padStart(9)} ${kb(f.bytes).padStart(9)}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printFirstLoadJs();
