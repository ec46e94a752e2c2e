import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Repository locations the server reads at run time. */
export const paths = {
  root,
  prismaSchema: path.join(root, 'prisma/schema.prisma'),
  migrations: path.join(root, 'prisma/migrations'),
  webDist: path.join(root, 'web/dist'),
  onboardingSwipes: path.join(root, 'prisma/seed/onboarding-swipes.json'),
  persistedOperations: [
    path.join(root, 'web/persisted-queries.json'),
    path.join(root, 'extension/persisted-queries.json'),
  ],
};
