import { afterAll } from 'vitest';
import { openServerCount } from '../src/server-scope.js';

// Test files share their worker processes (isolate: false): a server left open by one file
// would make the next file's services ambiguous (server-scope.ts), so each file closes its own.
afterAll(() => {
  const open = openServerCount();
  if (open) throw new Error(`${open} server(s) left open by this file: close them in afterAll`);
});
