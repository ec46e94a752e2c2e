import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pageHeads } from './build/page-heads';
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

export default defineConfig({
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
  ],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: apiTarget, ws: true },
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/_next': apiTarget,
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
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
