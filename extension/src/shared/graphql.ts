import { type Auth, clearAuth, getAuth } from './storage';

// Every GraphQL request of the extension (popup, options, service worker): the operation's
// persisted id (never its text) with the extension's token, to the configured server.

export interface OperationParams {
  id?: string | null;
  name: string;
}

export interface GraphQLResponseBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string }[];
}

/** No sign-in, or the server no longer accepts the token (revoked, expired). */
export class SignedOutError extends Error {
  constructor(message = 'Sign in to Swipestack to save swipes.') {
    super(message);
    this.name = 'SignedOutError';
  }
}

export class ServerUnreachableError extends Error {
  constructor(origin: string) {
    super(`Couldn't reach Swipestack at ${origin}. Check your connection or the server address.`);
    this.name = 'ServerUnreachableError';
  }
}

/** Also for the error as Relay hands it to an error boundary. */
export const isUnreachable = (error: unknown) =>
  error instanceof ServerUnreachableError ||
  (error instanceof Error && error.name === 'ServerUnreachableError');

export const TOKEN_ENDED =
  'Your Swipestack sign-in has ended. Open Swipestack and sign in again to reconnect the extension.';

export function persistedBody(params: OperationParams, variables: Record<string, unknown>) {
  if (!params.id) {
    throw new Error(`Operation ${params.name} has no persisted id: run \`npm run relay\`.`);
  }
  return {
    operationName: params.name,
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: params.id } },
  };
}

/**
 * The GraphQL multipart request body (graphql-multipart-request-spec): each uploadable's key
 * is the dotted path of its variable (e.g. `variables.input.file`), sent there as null.
 */
export function multipartBody(
  operation: { variables: Record<string, unknown> },
  uploadables: Record<string, Blob>,
): FormData {
  const operations = structuredClone(operation) as Record<string, unknown>;
  const map: Record<string, string[]> = {};
  const body = new FormData();
  const files: [string, Blob][] = [];
  Object.entries(uploadables).forEach(([path, file], index) => {
    const parts = path.split('.');
    if (parts[0] !== 'variables' || parts.length < 2) {
      throw new Error(
        `Uploadable "${path}" must name a variable path such as variables.input.file.`,
      );
    }
    let node = operations;
    for (const part of parts.slice(0, -1)) {
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts.at(-1) as string] = null;
    map[String(index)] = [path];
    files.push([String(index), file]);
  });
  body.append('operations', JSON.stringify(operations));
  body.append('map', JSON.stringify(map));
  for (const [name, file] of files) {
    body.append(name, file, file instanceof File ? file.name : 'upload');
  }
  return body;
}

const ACCEPT = 'application/graphql-response+json, application/json';

async function post(auth: Auth, body: BodyInit, headers: Record<string, string>) {
  try {
    return await fetch(`${auth.serverOrigin}/graphql`, {
      method: 'POST',
      // The token is the credential: never the cookies the browser keeps for the server.
      credentials: 'omit',
      headers: { Accept: ACCEPT, Authorization: `Bearer ${auth.token}`, ...headers },
      body,
    });
  } catch {
    throw new ServerUnreachableError(auth.serverOrigin);
  }
}

/** Runs a persisted operation as the signed-in person; a refused token signs the extension out. */
export async function runOperation(
  params: OperationParams,
  variables: Record<string, unknown>,
  options: { uploadables?: Record<string, Blob> | null; auth?: Auth } = {},
): Promise<GraphQLResponseBody> {
  const { uploadables } = options;
  const auth = options.auth ?? (await getAuth());
  if (!auth) throw new SignedOutError();
  const operation = persistedBody(params, variables);
  const response = uploadables
    ? // Multipart requests: the server's CSRF guard asks for this header on them.
      await post(auth, multipartBody(operation, uploadables), { 'x-graphql-yoga-csrf': '1' })
    : await post(auth, JSON.stringify(operation), { 'Content-Type': 'application/json' });
  // A proxy in front of a server that is down or restarting: as good as unreachable.
  if ([502, 503, 504].includes(response.status))
    throw new ServerUnreachableError(auth.serverOrigin);
  if (response.status === 401) {
    // Forget the token, unless a new sign-in replaced it meanwhile.
    if ((await getAuth())?.token === auth.token) await clearAuth(true);
    throw new SignedOutError(TOKEN_ENDED);
  }
  try {
    return (await response.json()) as GraphQLResponseBody;
  } catch {
    throw new Error(`Swipestack answered ${response.status} without a GraphQL response.`);
  }
}

/** The data of a response, or its first error as an exception. */
export function dataOf<T>(body: GraphQLResponseBody): T {
  if (body.errors?.length || !body.data) {
    throw new Error(body.errors?.[0]?.message ?? 'Swipestack sent no data.');
  }
  return body.data as T;
}
