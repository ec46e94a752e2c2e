import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { prisma } from '../../db/client.js';
import type { SwipeKind } from '../../generated/prisma/enums.js';
import { paths } from '../../paths.js';
import type { ServiceDeps } from '../deps.js';
import { NotFoundError, type ServiceResult } from '../errors.js';
import { createImageSwipe } from '../swipes/image-swipes.js';
import type { CreateSwipeInput, SwipeError } from '../swipes/swipes.js';
import { uuidOrNobody } from '../teams/visibility.js';

// The public examples gallery (spec §2, §3 "Example catalogue entry"): the catalogue is data
// in the repository (`prisma/seed/examples.json`, covers under `web/public/examples/covers/`),
// copied into the `example` table at start-up. docs/examples.md.

/** The gallery's categories: the five with example pages under them, then the SaaS page types. */
export const EXAMPLE_CATEGORIES = [
  'ads',
  'emails',
  'landing-pages',
  'popups',
  'swipe-file',
  'resource-pages',
  'saas-pricing-pages',
  'saas-affiliate-program-landing-pages',
  'saas-lead-magnets',
  'content-marketing',
  'sign-up-pages',
  'saas-onboarding',
  'saas-competitor-comparison-pages',
  'saas-product-feature-pages',
  'saas-demo-pages',
  'about-pages',
] as const;

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const entrySchema = z
  .object({
    title: z.string().trim().min(1).max(300),
    category: z.enum(EXAMPLE_CATEGORIES),
    theme: z.string().trim().min(1).max(60),
    description: z.string().trim().min(1).max(1000),
    path: z.string(),
    // Our own files, served by the app: never another site's address.
    coverImage: z.string().regex(/^\/examples\/covers\/[a-z0-9-]+\.webp$/),
  })
  .refine((entry) => {
    const [, root, category, name, ...rest] = entry.path.split('/');
    return (
      root === 'examples' && category === entry.category && slug.test(name ?? '') && !rest.length
    );
  }, 'An example path is /examples/<category>/<slug>.');

export type ExampleEntry = z.infer<typeof entrySchema>;

let catalogue: readonly ExampleEntry[] | undefined;

/** The catalogue as it is in the repository (read and checked once). */
export function exampleCatalogue(): readonly ExampleEntry[] {
  if (!catalogue) {
    const entries = z
      .array(entrySchema)
      .parse(JSON.parse(readFileSync(paths.examplesCatalogue, 'utf8')));
    const seen = new Set<string>();
    for (const entry of entries) {
      if (seen.has(entry.path)) throw new Error(`Duplicate example path ${entry.path}`);
      seen.add(entry.path);
    }
    catalogue = entries;
  }
  return catalogue;
}

const sameEntry = (
  row: { title: string; category: string; theme: string; description: string; coverImage: string },
  entry: ExampleEntry,
) =>
  row.title === entry.title &&
  row.category === entry.category &&
  row.theme === entry.theme &&
  row.description === entry.description &&
  row.coverImage === entry.coverImage;

const exampleColumns = {
  id: true,
  path: true,
  title: true,
  category: true,
  theme: true,
  description: true,
  coverImage: true,
} as const;

type ExampleRow = { id: string; path: string } & Parameters<typeof sameEntry>[0];

/** What `seedExamples` has to change for the table to match `entries`. */
function changesFor(rows: ExampleRow[], entries: readonly ExampleEntry[]) {
  const byPath = new Map(rows.map((row) => [row.path, row]));
  const wanted = new Set(entries.map((entry) => entry.path));
  return {
    created: entries.filter((entry) => !byPath.has(entry.path)),
    changed: entries.filter((entry) => {
      const row = byPath.get(entry.path);
      return row && !sameEntry(row, entry);
    }),
    removed: rows.filter((row) => !wanted.has(row.path)).map((row) => row.id),
  };
}

/** The advisory lock instances starting at once take turns under to seed the examples. */
const SEED_LOCK = 7_391_206;

/**
 * Makes the `example` table match the catalogue, keyed by path: new entries are inserted,
 * changed ones updated, entries no longer in the catalogue removed. Running it again changes
 * nothing (and costs one read), so it runs at every start. Instances started at once on one
 * database take turns (an advisory lock) and read again once it is theirs, so the later ones
 * find nothing left to do instead of waiting on the first one's inserts past the timeout.
 */
export async function seedExamples(entries: readonly ExampleEntry[] = exampleCatalogue()) {
  const db = prisma();
  let changes = changesFor(await db.example.findMany({ select: exampleColumns }), entries);
  if (changes.created.length || changes.changed.length || changes.removed.length) {
    await db.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK}::int)`;
        changes = changesFor(await tx.example.findMany({ select: exampleColumns }), entries);
        const { created, changed, removed } = changes;
        if (removed.length) await tx.example.deleteMany({ where: { id: { in: removed } } });
        if (created.length) await tx.example.createMany({ data: [...created] });
        for (const entry of changed) {
          await tx.example.update({ where: { path: entry.path }, data: entry });
        }
      },
      { timeout: 60_000 },
    );
  }
  examplesJson = undefined;
  return {
    created: changes.created.length,
    updated: changes.changed.length,
    removed: changes.removed.length,
  };
}

export interface ExampleListItem {
  /** Global id (`Example:<uuid>`), what `saveExample` takes. */
  id: string;
  title: string;
  path: string;
  category: string;
  theme: string;
  description: string;
  coverImage: string;
}

let examplesJson: { body: string; etag: string } | undefined;

/** The whole catalogue for the gallery (one small JSON document, cached until the next seed). */
export async function examplesDocument() {
  if (!examplesJson) {
    const rows = await prisma().example.findMany({
      orderBy: [{ createdAt: 'asc' }, { path: 'asc' }],
      select: {
        id: true,
        title: true,
        path: true,
        category: true,
        theme: true,
        description: true,
        coverImage: true,
      },
    });
    // Catalogue order (the order of the JSON file), so categories read as curated.
    const order = new Map(exampleCatalogue().map((entry, index) => [entry.path, index]));
    rows.sort((a, b) => (order.get(a.path) ?? 1e9) - (order.get(b.path) ?? 1e9));
    const items: ExampleListItem[] = rows.map((row) => ({
      ...row,
      id: encodeGlobalID('Example', row.id),
    }));
    const body = JSON.stringify({ examples: items });
    examplesJson = {
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    };
  }
  return examplesJson;
}

/** The kind of swipe an example of each category becomes; any other category is a WEBSITE. */
export const EXAMPLE_KINDS: Readonly<Record<string, SwipeKind>> = {
  ads: 'AD',
  emails: 'EMAIL',
  'landing-pages': 'LANDING_PAGE',
  'swipe-file': 'IMAGE',
};

/** The kind of swipe an example becomes in a swipe file. */
export function swipeKindOf(category: string): SwipeKind {
  return EXAMPLE_KINDS[category] ?? 'WEBSITE';
}

export const EXAMPLE_SOURCE = 'Swipestack examples';

/**
 * Saves an example into a team's swipe file: a swipe (created via EXAMPLES) with the example's
 * title, description as notes, the gallery page as its URL and its cover stored as the
 * swipe's image through the storage interface. Same rules as any new swipe: the viewer must
 * be able to add content to the team, and the Free cap applies.
 */
export async function saveExample(
  userId: string,
  input: { exampleId: string; teamId: string },
  deps: Pick<ServiceDeps, 'storage' | 'settings' | 'appOrigin'>,
  alsoInTransaction?: CreateSwipeInput['alsoInTransaction'],
): Promise<ServiceResult<{ swipeId: string }, SwipeError>> {
  const example = await prisma().example.findUnique({
    where: { id: uuidOrNobody(input.exampleId) },
  });
  if (!example) return { ok: false, errors: [new NotFoundError('This example does not exist.')] };
  const cover = await readFile(path.join(paths.webPublic, example.coverImage));
  return createImageSwipe(
    userId,
    { data: cover, filename: path.basename(example.coverImage), contentType: 'image/webp' },
    {
      teamId: input.teamId,
      kind: swipeKindOf(example.category),
      title: example.title,
      url: new URL(example.path, deps.appOrigin).toString(),
      source: EXAMPLE_SOURCE,
      notes: example.description || null,
      createdVia: 'EXAMPLES',
      ...(alsoInTransaction ? { alsoInTransaction } : {}),
    },
    deps,
  );
}
