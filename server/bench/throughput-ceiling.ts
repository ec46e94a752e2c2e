// The throughput bench's ceiling (server/bench/throughput.ts): a bare graphql-yoga server on
// the app's schema (schema.graphql) answering the same persisted operations with data it keeps
// in memory (the app's own answers, captured before the run): no database, no auth, no plugins
// beyond persisted operations. Run as its own process: `tsx bench/throughput-ceiling.ts <file>`,
// where the file holds { port, operations: { id: text }, answers: [{ key, data }] }; prints
// "ready" once it listens.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { GraphQLFieldResolver } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { paths } from '../src/paths.js';

interface Setup {
  port: number;
  operations: Record<string, string>;
  /** The data of each answer, by `answerKey` of the request that asks for it. */
  answers: Record<string, unknown>;
}

// The same key as throughput.ts makes: operation id and variables.
const answerKey = (id: string, variables: unknown) => `${id} ${JSON.stringify(variables)}`;

const setup = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Setup;
interface CeilingContext {
  answer: Record<string, unknown>;
}
// Every field reads its response key (alias or name) from the captured answer; `__typename`
// in the data resolves the interfaces (graphql-js's default type resolver).
const fieldResolver: GraphQLFieldResolver<unknown, CeilingContext> = (source, _args, ctx, info) =>
  ((source ?? ctx.answer) as Record<string, unknown>)[info.path.key as string];

const schema = createSchema<CeilingContext>({
  typeDefs: readFileSync(path.join(paths.root, 'schema.graphql'), 'utf8'),
  resolverValidationOptions: { requireResolversToMatchSchema: 'ignore' },
});
const yoga = createYoga<object, CeilingContext>({
  schema,
  logging: false,
  landingPage: false,
  graphiql: false,
  context: async ({ params }) => ({
    answer: setup.answers[
      answerKey(
        (params.extensions?.persistedQuery as { sha256Hash?: string } | undefined)?.sha256Hash ??
          '',
        params.variables ?? {},
      )
    ] as Record<string, unknown>,
  }),
  plugins: [
    usePersistedOperations({ getPersistedOperation: (id) => setup.operations[id] ?? null }),
    <Plugin>{
      onExecute({ setExecuteFn, executeFn }) {
        setExecuteFn((args) => executeFn({ ...args, fieldResolver }));
      },
    },
  ],
});
createServer(yoga).listen(setup.port, '127.0.0.1', () => console.log('ready'));
