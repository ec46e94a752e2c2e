// Node flags of the production server process (scripts/start.mjs, the bench; the Docker image
// sets the same through NODE_OPTIONS). A young generation of 4 MB semi-spaces instead of V8's
// default keeps ~60–80 MB less memory resident when idle (docs/performance.md, "Memory").
export const serverNodeFlags = ['--max-semi-space-size=4'];
