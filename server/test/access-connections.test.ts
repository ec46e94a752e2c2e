import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueEmail } from './harness.js';

// The viewer's sessions and tokens as the web app pages them: connections with totalCount.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the viewer’s access lists', () => {
  it('pages sessions and tokens with their nodes, cursors and counts', async () => {
    const client = server.client();
    await client.signUp({ email: uniqueEmail() });
    await client.gql(
      'mutation { createApiToken(input: {name: "Script"}) { apiToken { id } errors { __typename } } }',
    );
    const page = `{
      viewer {
        sessions(first: 20) {
          totalCount
          edges { cursor node { __typename id current } }
          pageInfo { endCursor hasNextPage }
        }
        apiTokens(first: 10) {
          totalCount
          edges { cursor node { __typename id name } }
          pageInfo { endCursor hasNextPage }
        }
      }
    }`;
    const result = await client.gql(page);
    expect(result.errors).toBeUndefined();
    const { sessions, apiTokens } = result.data.viewer;
    expect(sessions.totalCount).toBe(1);
    expect(sessions.edges[0].node).toMatchObject({ __typename: 'BrowserSession', current: true });
    expect(sessions.pageInfo.hasNextPage).toBe(false);
    expect(apiTokens.totalCount).toBe(1);
    expect(apiTokens.edges[0].node).toMatchObject({ __typename: 'ApiToken', name: 'Script' });
  });
});
