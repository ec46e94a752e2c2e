import type { TestClient } from '../harness.js';

// API and extension tokens as a script or the extension uses them: a Bearer header, no cookie.

/** A GraphQL POST to the server at `url` with `token` as its Bearer credential. */
export function tokenFetch(
  url: string,
  token: string,
  query: string,
  variables: object = {},
  headers: Record<string, string> = {},
) {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ query, variables }),
  });
}

/** `tokenFetch`'s status and parsed body. */
export async function tokenGql(url: string, token: string, query: string, variables: object = {}) {
  const response = await tokenFetch(url, token, query, variables);
  return { status: response.status, body: (await response.json()) as any };
}

/** A one-time extension hand-off code of `client`'s session. */
export const handoffCode = async (client: TestClient) =>
  (await client.gql('mutation { createExtensionHandoff { code } }')).data.createExtensionHandoff
    .code as string;

/** Exchanges a hand-off code for an extension token (the raw response). */
export const exchangeCode = (url: string, code: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/extension/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ code }),
  });

/** The headers of the extension's own requests. */
export const FROM_EXTENSION = { origin: 'chrome-extension://abc' };

/** An extension token for `client`'s user, through a hand-off code (no origin header). */
export async function extensionToken(url: string, client: TestClient) {
  const response = await exchangeCode(url, await handoffCode(client));
  return ((await response.json()) as { token: string }).token;
}

/** The `data` a GraphQL request with `token` answers. */
export async function tokenData(url: string, token: string, query: string, variables: object) {
  return (await tokenGql(url, token, query, variables)).body.data;
}
