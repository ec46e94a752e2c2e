import { existsSync } from 'node:fs';
import { builder } from '../../builder.js';

builder.queryField('capturesAvailable', (t) =>
  t.boolean({
    description:
      'Whether this server can capture web pages and screenshot emails now (its browser is installed). While false, new captures wait in the queue and run once it is. No sign-in needed.',
    resolve: (_root, _args, context) => existsSync(context.config.CHROMIUM_PATH),
  }),
);
