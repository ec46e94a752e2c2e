import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

const artifactDirectory = fileURLToPath(new URL('./src/__generated__', import.meta.url));
const tests = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];
// A file that mocks a module gets a fresh module graph and DOM of its own; the others share
// their worker's (setting up jsdom and loading React and Relay took most of each file's time).
const mocking = tests
  .flatMap((pattern) => globSync(pattern, { cwd: import.meta.dirname }))
  .filter((file) => readFileSync(new URL(file, import.meta.url), 'utf8').includes('vi.mock('));

export default defineConfig({
  // Modules with graphql`` tags (fragments read by plain functions) load their artifacts.
  plugins: [babel({ plugins: [['relay', { artifactDirectory, eagerEsModules: true }]] })],
  test: {
    environment: 'jsdom',
    // Vitest's default on a 2-core machine is one file at a time; most of a file's time here
    // is waiting on timers and promises.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'shared', include: tests, exclude: mocking, isolate: false } },
      { extends: true, test: { name: 'isolated', include: mocking } },
    ],
  },
});
