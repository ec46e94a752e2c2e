import type { GraphQLResponse } from 'relay-runtime';
import { NETWORK_ERROR_MESSAGE } from '../lib/formErrors';

/** The request never got an answer: offline, DNS, a dropped connection. */
export class ConnectionError extends Error {
  constructor(cause?: unknown) {
    super(NETWORK_ERROR_MESSAGE, { cause });
    this.name = 'ConnectionError';
  }
}

/** The server answered, but not with a GraphQL response (a proxy's or the router's refusal). */
export class HttpAnswerError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(httpAnswerMessage(status));
    this.name = 'HttpAnswerError';
    this.status = status;
  }
}

export const TOO_LARGE_MESSAGE =
  'This is more than Swipestack accepts in one request. Shorten the text or use a smaller file, then try again.';

function httpAnswerMessage(status: number): string {
  if (status === 413) return TOO_LARGE_MESSAGE;
  if (status === 429) return 'Too many requests. Wait a moment, then try again.';
  if (status >= 500) return `Swipestack could not finish this (error ${status}). Please try again.`;
  return `Swipestack refused this request (error ${status}).`;
}

interface GraphQLErrorLike {
  message?: unknown;
}

/** The GraphQL errors Relay attaches to the error it raises for a response without data. */
function graphQLErrorsOf(error: unknown): string[] {
  const source = (error as { source?: { errors?: unknown } } | null)?.source;
  const errors = Array.isArray(source?.errors) ? (source.errors as GraphQLErrorLike[]) : [];
  return errors.map((e) => (typeof e?.message === 'string' ? e.message : '')).filter(Boolean);
}

/**
 * An HTTP answer to a GraphQL request: its GraphQL response (also on a 4xx: the errors then say
 * why), or an `HttpAnswerError` when the body is no GraphQL response (a proxy's HTML page, a
 * refusal without `errors`).
 */
export function graphQLAnswer(status: number, body: string): GraphQLResponse {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new HttpAnswerError(status);
  }
  if (typeof json !== 'object' || json === null || !('data' in json || 'errors' in json))
    throw new HttpAnswerError(status);
  if (status === 413) throw new HttpAnswerError(status);
  return json as GraphQLResponse;
}

/**
 * What a failed request's error tells the person: a connection problem only when no answer
 * came (a ConnectionError: fetch or XMLHttpRequest failed); the server's refusal
 * (a GraphQL error, a size limit, an HTTP status) is said as such.
 */
export function requestErrorMessage(error: unknown): string {
  if (error instanceof ConnectionError) return NETWORK_ERROR_MESSAGE;
  if (error instanceof HttpAnswerError) return error.message;
  const messages = graphQLErrorsOf(error);
  if (messages.length) return `Swipestack could not accept this: ${messages.join(' ')}`;
  if (error instanceof Error && error.name === 'UploadTooLargeError') return error.message;
  return 'Something went wrong. Please try again.';
}
