// Server administration from the command line (against the configured database):
//   npm run admin -- promote <email>   make a user an administrator (grants plans in Settings)
//   npm run admin -- demote <email>    take it back
// The embedded database belongs to one process at a time: stop the server first.
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';

const [command, email] = process.argv.slice(2);
if (!['promote', 'demote'].includes(command ?? '') || !email) {
  console.error('Usage: npm run admin -- promote <email> | demote <email>');
  process.exit(2);
}
const db = await openDatabase(loadConfig());
const updated = await db.prisma.user.updateMany({
  where: { email: email.trim().toLowerCase() },
  data: { isAdmin: command === 'promote' },
});
console.log(
  updated.count
    ? `${email} is ${command === 'promote' ? 'now' : 'no longer'} an administrator.`
    : `No user has the email ${email}.`,
);
await db.close();
process.exit(updated.count ? 0 : 1);
