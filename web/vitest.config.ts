import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

const artifactDirectory = fileURLToPath(new URL('./src/__generated__', import.meta.url));

export default defineConfig({
  // Modules with graphql`` tags (fragments read by plain functions) load their artifacts.
  plugins: [babel({ plugins: [['relay', { artifactDirectory, eagerEsModules: true }]] })],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  },
});
