// How the production server process is run (scripts/start.mjs, the bench; the Docker image sets
// the same through NODE_OPTIONS and ENV). A young generation of 4 MB semi-spaces instead of V8's
// default keeps ~60–80 MB less memory resident when idle; two malloc arenas instead of glibc's
// eight per core keep the memory of V8's compiler threads (PGlite's WASM on the embedded
// database) from staying resident in arenas of their own (docs/performance.md, "Memory").
import { existsSync } from 'node:fs';

export const serverNodeFlags = ['--max-semi-space-size=4'];

/**
 * jemalloc (Debian package `libjemalloc2`) instead of glibc's malloc when it is installed. V8
 * compiles a hot function of PGlite's WASM (and of Prisma's query compiler) with hundreds of MB
 * of scratch memory; glibc keeps most of what is freed resident in holes of its heap for good,
 * where jemalloc hands unused pages back after a second (a thread of its own does it while the
 * server is idle): idle RSS about 60–80 MB lower embedded, 30–40 MB on PostgreSQL, for the same
 * CPU per request (docs/performance.md, "Memory", fifth pass). The server takes it out of the
 * environment of the processes it starts (Chromium does not start with it: main.ts).
 */
export function jemallocLibrary() {
  return [
    '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
    '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  ].find((file) => existsSync(file));
}
const JEMALLOC_CONF = 'narenas:2,dirty_decay_ms:1000,muzzy_decay_ms:0,background_thread:true';

/** The server's environment: read when it starts, after `npm start` may have installed jemalloc. */
export function serverEnvironment() {
  const jemalloc = jemallocLibrary();
  return {
    MALLOC_ARENA_MAX: '2',
    ...(jemalloc ? { LD_PRELOAD: jemalloc, MALLOC_CONF: JEMALLOC_CONF } : {}),
  };
}
