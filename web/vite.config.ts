import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT || 3000}`;
const artifactDirectory = fileURLToPath(new URL('./src/__generated__', import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    // Replaces graphql`` tags with imports of the generated artifacts (persisted ids, no text).
    babel({ plugins: [['relay', { artifactDirectory, eagerEsModules: true }]] }),
    tailwindcss(),
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
  build: { outDir: 'dist', emptyOutDir: true },
});
