import { fileURLToPath } from 'node:url';
import { crx } from '@crxjs/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { buildManifest, DEFAULT_SERVER_URL } from './manifest.config.ts';

const artifactDirectory = fileURLToPath(new URL('./src/__generated__', import.meta.url));

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  return {
    plugins: [
      react(),
      // Replaces graphql`` tags with imports of the generated artifacts (persisted ids, no text).
      babel({ plugins: [['relay', { artifactDirectory, eagerEsModules: true }]] }),
      tailwindcss(),
      crx({ manifest: buildManifest(env) }),
    ],
    define: {
      'import.meta.env.VITE_SERVER_URL': JSON.stringify(env.VITE_SERVER_URL || DEFAULT_SERVER_URL),
    },
    build: { outDir: 'dist', emptyOutDir: true, target: 'chrome116' },
  };
});
