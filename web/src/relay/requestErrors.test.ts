import { fetchQuery } from 'react-relay/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AppLayoutQuery from '../__generated__/AppLayoutQuery.graphql';
import { NETWORK_ERROR_MESSAGE } from '../lib/formErrors';
import { createAppEnvironment } from './environment';
import {
  ConnectionError,
  graphQLAnswer,
  HttpAnswerError,
  requestErrorMessage,
  TOO_LARGE_MESSAGE,
} from './requestErrors';

afterEach(() => {
  vi.unstubAllGlobals();
});

// Any of the app's queries: the network layer answers every operation the same way.
const query = AppLayoutQuery;

/** What the app's Relay network makes of the answer `fetch` gives (or of fetch failing). */
async function failureOf(answer: () => Promise<Response>): Promise<unknown> {
  vi.stubGlobal('fetch', vi.fn(answer));
  const { environment, dispose } = createAppEnvironment();
  try {
    await fetchQuery(environment, query, {}).toPromise();
  } catch (error) {
    return error;
  } finally {
    dispose();
  }
  throw new Error('the query did not fail');
}

describe('the network layer', () => {
  it('calls a request without an answer a connection problem', async () => {
    const error = await failureOf(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(error).toBeInstanceOf(ConnectionError);
    expect(requestErrorMessage(error)).toBe(NETWORK_ERROR_MESSAGE);
  });

  it("says a GraphQL refusal (a validation error) in the server's words", async () => {
    const body = {
      errors: [{ message: 'name: must be at most 1024 characters' }],
    };
    const error = await failureOf(async () => Response.json(body, { status: 400 }));
    expect(requestErrorMessage(error)).toBe(
      'Swipestack could not accept this: name: must be at most 1024 characters',
    );
    expect(requestErrorMessage(error)).not.toBe(NETWORK_ERROR_MESSAGE);
  });

  it('calls a 413 a request over the size limit, also when its body is JSON', async () => {
    const body = { errors: [{ message: 'Request body is larger than 1 MB.' }] };
    const error = await failureOf(async () => Response.json(body, { status: 413 }));
    expect(error).toBeInstanceOf(HttpAnswerError);
    expect(requestErrorMessage(error)).toBe(TOO_LARGE_MESSAGE);
  });

  it("names the status of an answer that is not GraphQL (a proxy's page)", async () => {
    const error = await failureOf(
      async () => new Response('<h1>Bad gateway</h1>', { status: 502 }),
    );
    expect(requestErrorMessage(error)).toBe(
      'Swipestack could not finish this (error 502). Please try again.',
    );
  });
});

describe('graphQLAnswer', () => {
  it('answers a GraphQL body, also on a 4xx', () => {
    expect(graphQLAnswer(200, '{"data":{"a":1}}')).toEqual({ data: { a: 1 } });
    expect(graphQLAnswer(400, '{"errors":[{"message":"no"}]}')).toEqual({
      errors: [{ message: 'no' }],
    });
  });

  it('refuses JSON that is no GraphQL response', () => {
    expect(() => graphQLAnswer(400, '{"error":"bad"}')).toThrow(HttpAnswerError);
    expect(() => graphQLAnswer(429, 'slow down')).toThrow('Too many requests');
  });
});
