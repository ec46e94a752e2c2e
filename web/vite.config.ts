import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pageHeads } from './build/page-heads';
import { serviceWorker } from './build/service-worker';
import { parseFrontMatter } from './src/lib/markdown';
import { renderMarkdown } from './src/lib/renderMarkdown';

const apiTarget = `http://localhost:${process.env.API_PORT || 3000}`;
const artifactDirectory = fileURLToPath(new URL('./src/__generated__', import.meta.url));

/**
 * Markdown under web/content/ becomes data at build time (docs/content.md): `file.md?meta`
 * exports its front matter only (index pages), `file.md` its front matter and HTML.
 */
function content(): Plugin {
  return {
    name: 'swipestack-content',
    enforce: 'pre',
    load(id) {
      const match = /^(.*\.md)(\?meta)?$/.exec(id);
      if (!match?.[1]) return null;
      const file = match[1];
      this.addWatchFile(file);
      const { meta, body } = parseFrontMatter(readFileSync(file, 'utf8'), file);
      const data = match[2] ? meta : { meta, html: renderMarkdown(body) };
      return `export default ${JSON.stringify(data)};`;
    },
  };
}

/** The release error reports carry: as the server's (server/src/app-version.ts). */
function release(): string {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { version = 'unversioned' } = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  ) as { version?: string };
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 5000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (/^[0-9a-f]{40,}$/.test(commit)) return `${version}+${commit.slice(0, 12)}`;
  } catch {
    // No git (a Docker build): the version alone.
  }
  return version;
}

export default defineConfig({
  define: { __SWIPESTACK_RELEASE__: JSON.stringify(release()) },
  plugins: [
    content(),
    react(),
    // Replaces graphql`` tags with imports of the generated artifacts (persisted ids, no text).
    babel({ plugins: [['relay', { artifactDirectory, eagerEsModules: true }]] }),
    tailwindcss(),
    pageHeads({
      contentDir: fileURLToPath(new URL('./content', import.meta.url)),
      examplesFile: fileURLToPath(new URL('../prisma/seed/examples.json', import.meta.url)),
    }),
    serviceWorker(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: apiTarget, ws: true },
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/_next': apiTarget,
      '/monitoring': apiTarget,
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: apiTarget, ws: true },
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/_next': apiTarget,
    },
  },
  // The manifest (dist/.vite/manifest.json) maps source modules to chunks: scripts/js-budget.mjs
  // reads it to add up the JavaScript a page's first load fetches.
  // Hidden source maps: not linked from the bundles nor served (server/src/http/static-files.ts);
  // the server maps error reports' stacks with them (docs/errors.md).
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, sourcemap: 'hidden' },
});
