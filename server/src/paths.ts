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
  /** Markdown of the public docs and blog (web/content/{docs,blog}/*.md), for the sitemap. */
  webContent: path.join(root, 'web/content'),
  examplesCatalogue: path.join(root, 'prisma/seed/examples.json'),
  /** The web app's public folder: example covers live under `examples/covers/`. */
  webPublic: path.join(root, 'web/public'),
  persistedOperations: [
    path.join(root, 'web/persisted-queries.json'),
    path.join(root, 'extension/persisted-queries.json'),
  ],
};
