import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_ONLY_FIELDS, ADMIN_ONLY_TYPES } from '../src/graphql/admin-only.js';
import { schema } from '../src/graphql/schema/index.js';
import { recordServerError } from '../src/services/admin/error-reports.js';
import { startTestServer, type TestServer, uniqueEmail } from './harness.js';
import { wsClient } from './helpers/subscriptions.js';
import { newUser, type SignedUp } from './helpers/users.js';

// Everything that needs an administrator (graphql/admin-only.ts; test/schema/admin-only.test.ts
// keeps that list and the schema's `admin` scopes the same), called from the list: as a signed-in
// non-admin, with an administrator's personal token and signed out, each is refused and changes
// nothing in the database; an administrator in a browser session gets through.

const adminEmail = uniqueEmail('admin');
let server: TestServer;
let admin: SignedUp;
let victim: SignedUp & { teamId: string };
let adminToken: string;
/** A real object of each admin-only type that `node` fetches. */
const samples: Record<string, string> = {};
/** The admin-only types `node` fetches (the others are reached only through admin fields). */
const NODE_TYPES = ADMIN_ONLY_TYPES.filter((name) => {
  const type = schema.getType(name);
  return isObjectType(type) && type.getInterfaces().some((node) => node.name === 'Node');
});

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const firstId = (connection: { edges: { node: { id: string } }[] }) =>
  connection.edges[0]?.node.id as string;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail });
  admin = await newUser(server, { email: adminEmail });
  victim = await newUser(server);
  adminToken = (
    await admin.client.gql('mutation { createApiToken(input: {name: "Script"}) { token } }')
  ).data.createApiToken.token;
  await victim.client.gql(
    'mutation { sendSupportMessage(input: {body: "Help"}) { errors { __typename } } }',
  );
  await recordServerError(new RangeError('admin-only sample'), { route: 'POST /api/teams' });
  const read = (query: string) => admin.client.gql(query).then((result) => result.data);
  samples.AdminUser = globalId('AdminUser', victim.userId);
  samples.ErrorGroup = firstId(
    (await read('{ adminErrorGroups(resolved: false, first: 1) { edges { node { id } } } }'))
      .adminErrorGroups,
  );
  samples.AdminSupportConversation = (
    await read('{ adminSupportInbox(status: OPEN) { id } }')
  ).adminSupportInbox[0]?.id;
  for (const type of NODE_TYPES) expect(samples[type], `a sample ${type}`).toBeTruthy();
});
afterAll(() => server?.close());

/** The value an ID argument takes: the victim's account or team, or a sample object. */
function idFor(input: string, field: string): string {
  const ids: Record<string, string | undefined> = {
    userId: samples.AdminUser,
    teamId: victim.teamId,
    conversationId: samples.AdminSupportConversation,
    'AdminSetErrorResolvedInput.id': samples.ErrorGroup,
  };
  const id = ids[`${input}.${field}`] ?? ids[field];
  if (!id) throw new Error(`No id for ${input}.${field}: give it one in this test`);
  return id;
}

/** A value of `type` with every required field filled, one that would change something. */
function sampleValue(type: GraphQLInputType, input: string, field: string): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [sampleValue(nullable.ofType, input, field)];
  if (isEnumType(nullable)) return nullable.getValues().at(-1)?.name;
  if (isInputObjectType(nullable)) {
    const fields = Object.values(nullable.getFields()).filter((f) => isNonNullType(f.type));
    return Object.fromEntries(
      fields.map((f) => [f.name, sampleValue(f.type, nullable.name, f.name)]),
    );
  }
  if (!isScalarType(nullable)) throw new Error(`${input}.${field}: no value for ${nullable}`);
  const scalars: Record<string, () => unknown> = {
    ID: () => idFor(input, field),
    String: () => 'Checking who may do this',
    Boolean: () => true,
    Int: () => 7,
    DateTime: () => new Date().toISOString(),
  };
  const make = scalars[nullable.name];
  if (!make) throw new Error(`${input}.${field}: no value for the scalar ${nullable.name}`);
  return make();
}

/** The operation calling `Type.field` with its required arguments, and their values. */
function operationFor(name: string) {
  const [root, fieldName] = name.split('.') as [string, string];
  const rootType =
    { Query: schema.getQueryType(), Mutation: schema.getMutationType() }[root] ??
    schema.getSubscriptionType();
  const field = rootType?.getFields()[fieldName] as GraphQLField<unknown, unknown> | undefined;
  if (!field) throw new Error(`${name} is not in the schema`);
  const args = field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type));
  const declared = args.map((arg) => `$${arg.name}: ${arg.type}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return {
    kind: root.toLowerCase(),
    query: `${root.toLowerCase()}${declared ? `(${declared})` : ''} { ${fieldName}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(
      args.map((arg) => [arg.name, sampleValue(arg.type, `${name}(${arg.name})`, arg.name)]),
    ),
  };
}

interface Answer {
  data: unknown;
  codes: unknown[];
}

type Headers = Record<string, string>;

/** A query or mutation over HTTP, a subscription over graphql-ws (up to its first answer). */
async function call(name: string, headers: Headers): Promise<Answer> {
  const { kind, query, variables } = operationFor(name);
  if (kind !== 'subscription') {
    const result = await server.client().gql(query, variables, headers);
    return { data: result.data ?? null, codes: (result.errors ?? []).map(codeOf) };
  }
  const socket = wsClient(server.url, headers);
  try {
    return await new Promise<Answer>((resolve) => {
      socket.subscribe(
        { query, variables },
        {
          next: (value) =>
            resolve({ data: value.data ?? null, codes: (value.errors ?? []).map(codeOf) }),
          error: (error) =>
            resolve({ data: null, codes: (Array.isArray(error) ? error : [error]).map(codeOf) }),
          complete: () => resolve({ data: null, codes: [] }),
        },
      );
    });
  } finally {
    await socket.dispose();
  }
}

const codeOf = (error: unknown) =>
  (error as { extensions?: { code?: unknown } }).extensions?.code ?? String(error);

/** A fingerprint of every table's rows, to see that nothing changed (but when a token was used). */
async function tables() {
  const names = await server.db.prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of names) {
    const [row] = await server.db.prisma.$queryRawUnsafe<{ hash: string }[]>(
      `SELECT md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS hash
       FROM (SELECT to_jsonb(t) - 'last_used_at' AS r FROM public."${name}" t) rows`,
    );
    result[name] = row?.hash ?? '';
  }
  return result;
}

const changed = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(after).filter((table) => before[table] !== after[table]);

const NODE = 'query($id: ID!) { node(id: $id) { __typename id } }';

describe('everything that needs an administrator', () => {
  const callers: { name: string; headers: () => Headers; code: string }[] = [
    {
      name: 'a signed-in non-admin',
      headers: () => ({ cookie: victim.client.cookieHeader() }),
      code: 'FORBIDDEN',
    },
    {
      name: "an administrator's personal token",
      headers: () => ({ authorization: `Bearer ${adminToken}` }),
      code: 'FORBIDDEN',
    },
    { name: 'signed out', headers: () => ({}), code: 'UNAUTHENTICATED' },
  ];

  test.each(callers)('is refused to $name, and nothing changes', async (caller) => {
    const before = await tables();
    for (const name of ADMIN_ONLY_FIELDS) {
      const answer = await call(name, caller.headers());
      expect(answer.codes, name).toEqual([caller.code]);
      expect(JSON.stringify(answer.data), name).not.toContain('__typename');
    }
    for (const type of NODE_TYPES) {
      const result = await server.client().gql(NODE, { id: samples[type] }, caller.headers());
      expect(result.data?.node ?? null, type).toBeNull();
      expect(result.errors?.[0]?.extensions?.code, type).toBe(caller.code);
    }
    expect(changed(before, await tables())).toEqual([]);
  });

  test('an administrator in a browser session gets through (so the refusals above are theirs)', async () => {
    const session = { cookie: admin.client.cookieHeader() };
    for (const name of ADMIN_ONLY_FIELDS.filter((field) => field.startsWith('Query.'))) {
      const answer = await call(name, session);
      expect(answer.codes, name).toEqual([]);
    }
    for (const type of NODE_TYPES) {
      const result = await server.client().gql(NODE, { id: samples[type] }, session);
      expect(result.data?.node?.id, type).toBe(samples[type]);
    }
    // Each change in a fresh browser session of the administrator (one starts an impersonation).
    const before = await tables();
    for (const name of ADMIN_ONLY_FIELDS.filter((field) => field.startsWith('Mutation.'))) {
      const browser = server.client();
      await browser.signIn(adminEmail);
      const answer = await call(name, { cookie: browser.cookieHeader() });
      expect(answer.codes, name).toEqual([]);
    }
    expect(changed(before, await tables())).toContain('subscription');
  });
});
