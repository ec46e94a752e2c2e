import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

const artifactDirectory = fileURLToPath(new URL('./src/__generated__', import.meta.url));

export default defineConfig({
  // As in the build: graphql`` tags become imports of the generated artifacts.
  plugins: [babel({ plugins: [['relay', { artifactDirectory, eagerEsModules: true }]] })],
  test: {
    // The background's and the shared modules' tests: no DOM, as in the service worker they
    // run in (jsdom took 15 of the 16 seconds).
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
  },
});
