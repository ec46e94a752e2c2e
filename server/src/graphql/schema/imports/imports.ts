import { Readable } from 'node:stream';
import type { IMPORT_FORMATS } from '@swipestack/common/imports';
import { prisma } from '../../../db/client.js';
import { importFailures } from '../../../services/imports/import-reads.js';
import { cancelImport, startImport } from '../../../services/imports/imports.js';
import { teamContentById } from '../../../services/teams/visibility.js';
import { builder } from '../../builder.js';
import { ContentError } from '../errors.js';
import type { Payload } from '../payloads.js';
import { TeamRef } from '../teams/team.js';

// Imports (docs/import.md): a file brought into a team by a durable job. Large files are
// uploaded over REST (POST /api/teams/{teamId}/imports, up to 200 MB, streamed); startImport
// takes a file of up to 20 MB in a multipart GraphQL request.

const ImportFormatEnum = builder.enumType('ImportFormat', {
  description: 'What kind of file an import reads (told from its content).',
  values: {
    BOOKMARKS_HTML: { description: 'A Netscape bookmarks file (browsers, Linkwarden, Karakeep).' },
    LINKWARDEN_JSON: { description: "Linkwarden's JSON backup." },
    KARAKEEP_JSON: { description: "Karakeep's JSON export." },
    CSV: { description: 'CSV with the columns url,title,tags,notes,collection.' },
    SWIPESTACK_ZIP: { description: "This app's own export ZIP." },
    JSON: { description: 'A JSON export not read yet (Linkwarden or Karakeep).' },
  } satisfies Record<(typeof IMPORT_FORMATS)[number] | 'JSON', unknown>,
});

const ImportStatusEnum = builder.enumType('ImportStatus', {
  description: 'Where an import stands.',
  values: {
    QUEUED: { description: 'Waiting for the job to start.' },
    RUNNING: { description: 'Reading the file and saving its swipes.' },
    DONE: { description: 'Finished: see its counts and failures.' },
    FAILED: {
      description: 'Stopped: `error` says why. A malformed file fails before anything is saved.',
    },
    CANCELLED: { description: 'Stopped on request between two batches; what was saved stays.' },
  },
});

const ImportFailureRef = builder
  .objectRef<{ item: number; reason: string }>('ImportFailure')
  .implement({
    description: 'An item of the file that was not imported, and why.',
    fields: (t) => ({
      item: t.exposeInt('item', { description: "The item's position in the file, from 1." }),
      reason: t.exposeString('reason', { description: 'Why it was not imported.' }),
    }),
  });

export const ImportJobRef = builder.prismaNode('ImportJob', {
  description:
    'A file imported into a team: its progress while it runs and its report after. Members of the team (any role) see it.',
  id: { field: 'id' },
  nullable: true,
  findUnique: teamContentById,
  fields: (t) => ({
    team: t.relation('team', { description: 'The team the file is imported into.' }),
    fileName: t.exposeString('fileName', { description: 'The name of the uploaded file.' }),
    format: t.field({
      type: ImportFormatEnum,
      description: 'What kind of file it is, told from its content.',
      resolve: (job) => job.format as (typeof IMPORT_FORMATS)[number] | 'JSON',
    }),
    status: t.expose('status', { type: ImportStatusEnum, description: 'Where it stands.' }),
    total: t.exposeInt('total', {
      description: 'Items in the file (0 until the file has been read).',
    }),
    processed: t.exposeInt('processed', {
      description: 'Items dealt with so far (imported, skipped or failed).',
    }),
    imported: t.exposeInt('imported', { description: 'Swipes saved.' }),
    duplicates: t.exposeInt('duplicates', {
      description:
        'Items skipped because the team already has a swipe at their address (or the file had it earlier).',
    }),
    overCap: t.exposeInt('overCap', {
      description: "Items left out because the team reached the Free plan's cap.",
    }),
    failed: t.exposeInt('failed', { description: 'Items that could not be imported.' }),
    failures: t.field({
      type: [ImportFailureRef],
      description: 'The first 100 items that could not be imported, with the reason.',
      select: { report: true },
      resolve: (job) => importFailures(job),
    }),
    error: t.exposeString('error', {
      nullable: true,
      description: 'Why the whole import failed (a malformed file names the problem).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was uploaded.' }),
    finishedAt: t.expose('finishedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it ended (done, failed or cancelled); null while it runs.',
    }),
  }),
});

builder.prismaObjectField('Team', 'imports', (t) =>
  t.relation('imports', {
    description: "The team's 20 latest imports, newest first.",
    query: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 20 },
  }),
);

const ImportPayload = builder.objectRef<Payload>('ImportPayload').implement({
  description: 'The result of starting or cancelling an import: the import, or the errors.',
  fields: (t) => ({
    import: t.prismaField({
      type: 'ImportJob',
      nullable: true,
      description: 'The import as it is now; null when the mutation failed.',
      resolve: (query, payload) =>
        payload.id ? prisma().importJob.findUnique({ ...query, where: { id: payload.id } }) : null,
    }),
    errors: t.field({
      type: [ContentError],
      description: 'Why the mutation failed; empty when it succeeded.',
      resolve: (payload) => payload.errors as never,
    }),
  }),
});

const StartImportInput = builder.inputType('StartImportInput', {
  description: 'A file to import into a team.',
  fields: (t) => ({
    teamId: t.globalID({
      required: true,
      for: TeamRef,
      description: 'The team to import into (editors and above).',
    }),
    file: t.field({
      type: 'File',
      required: true,
      description:
        'The file (at most 20 MB here; larger files up to 200 MB go to POST /api/teams/{teamId}/imports).',
    }),
  }),
});

const CancelImportInput = builder.inputType('CancelImportInput', {
  description: 'The import to stop.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: ImportJobRef, description: 'The import.' }),
  }),
});

builder.mutationFields((t) => ({
  startImport: t.withAuth({ signedIn: true }).field({
    type: ImportPayload,
    description:
      'Uploads a file and queues its import into a team (editors and above): bookmarks HTML, Linkwarden or Karakeep JSON, CSV or a Swipestack export ZIP.',
    args: { input: t.arg({ type: StartImportInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const file = input.file;
      const result = await startImport(
        context.viewer.userId,
        input.teamId.id,
        // Yoga's multipart parser has read this file (20 MB at most) already.
        { fileName: file.name, body: Readable.from([Buffer.from(await file.arrayBuffer())]) },
        context.deps,
      );
      return result.ok
        ? { id: result.value.importId, errors: [] }
        : { id: null, errors: result.errors };
    },
  }),
  cancelImport: t.withAuth({ signedIn: true }).field({
    type: ImportPayload,
    description:
      'Stops an import before its next batch (editors and above); the swipes saved so far stay.',
    args: { input: t.arg({ type: CancelImportInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const result = await cancelImport(context.viewer.userId, input.id.id);
      return result.ok
        ? { id: result.value.importId, errors: [] }
        : { id: null, errors: result.errors };
    },
  }),
}));
