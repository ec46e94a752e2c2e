import type { KnipConfig } from 'knip';

/**
 * knip: unused files, exports and dependencies (a step of `npm test`, docs/testing.md).
 * Knip's plugins already find vite, vitest, Playwright, Prisma and tsx entries (configs,
 * tests, package.json scripts); the entries below are the ones they cannot see. A new
 * workspace gets an object here with its entry files and project globs.
 */
const config: KnipConfig = {
  // Relay artifacts: the Babel plugin turns graphql`` tags into imports of them at build time.
  ignore: ['**/__generated__/**'],
  // An export that its own file uses is not dead code, only exported; knip reports exports
  // that nothing uses at all.
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      // Run by hand or from npm scripts (`node scripts/x.mjs`), and the root tool configs.
      entry: ['scripts/*.mjs', 'prisma.config.ts', 'relay.config.js'],
      project: ['scripts/**/*.mjs', '*.{js,ts}'],
      // prisma.config.ts and scripts/og-image.mjs use the server workspace's prisma and sharp.
      ignoreDependencies: ['prisma', 'sharp'],
      // A system binary, started by scripts/test-services.mjs.
      ignoreBinaries: ['redis-server'],
    },
    common: {
      // Imported by the other workspaces through package.json's `exports` (source files).
      project: ['src/**/*.{ts,tsx,css}'],
      // An optional peer on purpose: only ui/ uses React, and the server never imports ui/.
      ignoreDependencies: ['react'],
    },
    server: {
      // src/main.ts comes from package.json's scripts; benches run from scripts/bench.mjs.
      // test/third-party-apis.ts is preloaded into server processes tests start (NODE_OPTIONS).
      entry: ['scripts/*.ts', 'bench/*.ts', 'test/**/*.test.ts', 'test/third-party-apis.ts'],
      project: ['{src,scripts,bench,test}/**/*.ts'],
    },
    web: {
      // The gallery search bench runs from scripts/lighthouse.mjs.
      entry: ['bench/*.ts'],
      // CSS too, so `@import "tailwindcss"` counts as a use of tailwindcss.
      project: ['{src,build,bench}/**/*.{ts,tsx,css}'],
    },
    extension: {
      // manifest.json's service worker, and the scripts of popup.html and options.html.
      entry: [
        'src/background/service-worker.ts',
        'src/popup/main.tsx',
        'src/options/main.tsx',
        'manifest.config.ts',
      ],
      project: ['src/**/*.{ts,tsx,css}', '*.ts'],
    },
    e2e: {
      entry: ['tests/**/*.spec.ts'],
      project: ['**/*.ts'],
      // A system binary (Debian's ffmpeg): the video tests make their videos with it.
      ignoreBinaries: ['ffmpeg'],
    },
  },
};

export default config;
