// Server administration from the command line (docs/admin.md):
//   npm run admin -- promote <email>   make a user an administrator
//   npm run admin -- demote <email>    take it back
// It works while the server runs: on the embedded database it goes through the running server's
// private socket (DATA_DIR/embedded-postgres.json), else it opens DATA_DIR's database itself.

import { bindPrisma } from '../src/db/client.js';
import { openDatabase } from '../src/db/database.js';
import { runningEmbeddedUrl } from '../src/db/embedded-address.js';
import { inNewServerScope } from '../src/server-scope.js';
import { normalizeEmail } from '../src/services/accounts/accounts.js';
import { setAdmin } from '../src/services/admin/admins.js';
import { cliConfig } from './cli-config.js';

const [command, email] = process.argv.slice(2);
if (!['promote', 'demote'].includes(command ?? '') || !email) {
  console.error('Usage: npm run admin -- promote <email> | demote <email>');
  process.exit(2);
}
const config = cliConfig();
const running = config.DATABASE_URL ? null : await runningEmbeddedUrl(config.DATA_DIR);
const promote = command === 'promote';
const result = await inNewServerScope(async ({ leave }) => {
  const db = await openDatabase(running ? { ...config, DATABASE_URL: running } : config);
  bindPrisma(db.prisma);
  return setAdmin(normalizeEmail(email), promote).finally(async () => {
    await db.close();
    leave();
  });
});
const messages = {
  changed: `${email} is ${promote ? 'now' : 'no longer'} an administrator.`,
  unchanged: `${email} ${promote ? 'is already' : 'is not'} an administrator.`,
  'no-such-user': `No user has the email ${email}.`,
};
console.log(messages[result]);
process.exit(result === 'no-such-user' ? 1 : 0);
