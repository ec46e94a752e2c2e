import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Files of web/public the shell needs besides the bundle (the manifest and its icons). */
const PUBLIC_SHELL = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-192.png',
  '/icons/maskable-512.png',
  '/icons/apple-touch-icon.png',
];

/**
 * Writes `sw.js` into a production build: build/sw.js with the build's shell (index.html, as
 * the server answers `/` with it, and
 * every built script, style and asset; no source maps, no page-heads.json) and a version made from them, so that
 * a new build's worker replaces the old one's cache (docs/web.md, "Installable app").
 */
export function serviceWorker(): Plugin {
  return {
    name: 'swipestack-service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const built = Object.values(bundle)
        .map((file) => file.fileName)
        .filter(
          (name) => name === 'index.html' || (name.startsWith('assets/') && !name.endsWith('.map')),
        )
        .map((name) => (name === 'index.html' ? '/' : `/${name}`));
      const shell = [...built, ...PUBLIC_SHELL].sort();
      const hash = createHash('sha256');
      for (const file of Object.values(bundle)) {
        hash.update(file.fileName);
        // Hashed names change with their content; index.html's name does not.
        if (file.fileName === 'index.html' && file.type === 'asset') hash.update(file.source);
      }
      const template = readFileSync(new URL('./sw.js', import.meta.url), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template
          .replace("'__VERSION__'", JSON.stringify(hash.digest('hex').slice(0, 16)))
          .replace('__SHELL__', JSON.stringify(shell)),
      });
    },
  };
}
