// How the production server process is run (scripts/start.mjs, the bench; the Docker image sets
// the same through NODE_OPTIONS and ENV). A young generation of 4 MB semi-spaces instead of V8's
// default keeps ~60–80 MB less memory resident when idle; two malloc arenas instead of glibc's
// eight per core keep the memory of V8's compiler threads (PGlite's WASM on the embedded
// database) from staying resident in arenas of their own (docs/performance.md, "Memory").
export const serverNodeFlags = ['--max-semi-space-size=4'];
export const serverEnvironment = { MALLOC_ARENA_MAX: '2' };
