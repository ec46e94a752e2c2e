import { EXAMPLE_CATEGORIES, saveExample } from '../../../services/examples/examples.js';
import { uuidOrNobody } from '../../../services/teams/visibility.js';
import { builder } from '../../builder.js';
import { CreateSwipeError } from '../errors.js';
import { nodePayload, toPayload } from '../payloads.js';
import { TeamRef } from '../teams/team.js';

// The public examples gallery (docs/examples.md). The gallery reads the catalogue as one JSON
// document (`GET /api/examples`); GraphQL has the type (for `node`) and the save mutation.

type ExampleCategory = (typeof EXAMPLE_CATEGORIES)[number];

// The gallery's categories, named like their paths: landing-pages is LANDING_PAGES.
const ExampleCategoryEnum = builder.enumType('ExampleCategory', {
  description:
    'A section of the examples gallery (its page is /examples/<category in kebab-case>).',
  values: Object.fromEntries(
    EXAMPLE_CATEGORIES.map((category) => [
      category.toUpperCase().replaceAll('-', '_'),
      { value: category, description: `The /examples/${category} section.` },
    ]),
  ) as Record<string, { value: ExampleCategory }>,
});

export const ExampleRef = builder.prismaNode('Example', {
  id: { field: 'id' },
  nullable: true,
  description: 'An entry of the public examples gallery (anyone may read it).',
  findUnique: (id) => ({ id: uuidOrNobody(id) }),
  fields: (t) => ({
    title: t.exposeString('title', { description: 'Its title.' }),
    path: t.exposeString('path', { description: 'Its page in the gallery, e.g. /examples/ads/…' }),
    category: t.field({
      type: ExampleCategoryEnum,
      description: 'The gallery section it is in.',
      resolve: (example) => example.category as ExampleCategory,
    }),
    theme: t.exposeString('theme', { description: 'What it is about, in a few words.' }),
    description: t.exposeString('description', { description: 'A few sentences on it.' }),
    coverImage: t.exposeString('coverImage', { description: 'Path of its cover (WebP).' }),
  }),
});

const SaveExamplePayload = nodePayload(
  'SaveExamplePayload',
  'swipe',
  'Swipe',
  CreateSwipeError,
  'The new swipe, when the example was saved.',
);

const SaveExampleInput = builder.inputType('SaveExampleInput', {
  description: 'The gallery example to save and the team it is saved to.',
  fields: (t) => ({
    exampleId: t.globalID({ required: true, for: ExampleRef, description: 'The example to save.' }),
    teamId: t.globalID({
      required: true,
      for: TeamRef,
      description: 'The team whose swipe file gets the new swipe.',
    }),
  }),
});

builder.mutationFields((t) => ({
  saveExample: t.withAuth({ signedIn: true }).field({
    type: SaveExamplePayload,
    description:
      "Saves a gallery example into a team's swipe file (its cover as the image; the Free cap applies).",
    args: { input: t.arg({ type: SaveExampleInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const result = await saveExample(
        context.viewer.userId,
        { exampleId: input.exampleId.id, teamId: input.teamId.id },
        context.deps,
      );
      return toPayload(result, (value) => value.swipeId);
    },
  }),
}));
