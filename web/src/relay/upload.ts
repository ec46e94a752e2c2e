import { UPLOAD_MESSAGES } from '@swipestack/common/uploads';
import type { CacheConfig, GraphQLResponse } from 'relay-runtime';
import { GRAPHQL_ACCEPT } from './persisted';
import { ConnectionError, graphQLAnswer } from './requestErrors';

/** How far an upload has gone: the share of its request body sent, 0 to 1. */
export type UploadProgressListener = (fraction: number) => void;

/**
 * A mutation with uploadables hears its progress through its `cacheConfig`:
 * `commitMutation(environment, { …, cacheConfig: uploadProgressConfig(listener) })`.
 */
export function uploadProgressConfig(listener: UploadProgressListener): CacheConfig {
  return { metadata: { uploadProgress: listener } };
}

export function uploadProgressListener(
  cacheConfig: CacheConfig | null | undefined,
): UploadProgressListener | undefined {
  const listener = cacheConfig?.metadata?.uploadProgress;
  return typeof listener === 'function' ? (listener as UploadProgressListener) : undefined;
}

/** The server refused the upload for its size before reading it (HTTP 413). */
export class UploadTooLargeError extends Error {
  constructor() {
    super(UPLOAD_MESSAGES.tooManyBytes);
    this.name = 'UploadTooLargeError';
  }
}

/**
 * Posts a GraphQL multipart body with XMLHttpRequest, whose upload reports progress (fetch's
 * does not). A 413 (the body is over the limit, refused before it is read) is an
 * `UploadTooLargeError`, which names the size; a request that never got an answer is a
 * `ConnectionError`, any other answer that is not GraphQL an `HttpAnswerError`.
 */
export function postMultipart(
  body: FormData,
  onProgress?: UploadProgressListener,
): Promise<GraphQLResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/graphql');
    request.setRequestHeader('Accept', GRAPHQL_ACCEPT);
    // The server's CSRF guard asks for this header on multipart requests.
    request.setRequestHeader('x-graphql-yoga-csrf', '1');
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    request.onload = () => {
      if (request.status === 413) {
        reject(new UploadTooLargeError());
        return;
      }
      try {
        resolve(graphQLAnswer(request.status, request.responseText));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new ConnectionError());
    request.onabort = () => reject(new ConnectionError());
    request.send(body);
  });
}
