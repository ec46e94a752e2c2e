import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import {
  Environment,
  type GraphQLResponse,
  Network,
  Observable,
  RecordSource,
  Store,
} from 'relay-runtime';
import type { Sink } from 'relay-runtime/network/RelayObservable';

/**
 * A Relay environment for unit tests of mutation hooks: every request waits until the test
 * answers it (`answer`), so what the store shows in between (optimistic changes) can be read.
 */
export function testEnvironment() {
  const pending: Sink<GraphQLResponse>[] = [];
  const environment = new Environment({
    network: Network.create(() => Observable.create((sink) => void pending.push(sink))),
    store: new Store(new RecordSource()),
  });
  const answer = (data: Record<string, unknown>) =>
    act(() => {
      const sink = pending.shift();
      if (!sink) throw new Error('No request is waiting for an answer.');
      sink.next({ data });
      sink.complete();
    });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
  );
  return { environment, answer, wrapper };
}

/** A record's field as the screen shows it now: the store with optimistic changes on top. */
export function shownValue(environment: Environment, id: string, field: string): unknown {
  return (environment.getStore().getSource().get(id) as Record<string, unknown> | null)?.[field];
}

/** The node ids and totalCount of a connection record, as the screen shows them now. */
export function shownConnection(environment: Environment, connectionId: string) {
  const source = environment.getStore().getSource();
  const connection = source.get(connectionId) as unknown as {
    totalCount: number;
    edges: { __refs: string[] };
  };
  return {
    ids: connection.edges.__refs.map(
      (edgeId) => (source.get(edgeId) as unknown as { node: { __ref: string } }).node.__ref,
    ),
    totalCount: connection.totalCount,
  };
}

/** A typed error as the server sends it in a payload's `errors`. */
export function payloadError(message: string, field?: string) {
  const type = field ? 'FieldError' : 'NotAllowedError';
  return { __typename: type, __isError: type, message, ...(field ? { field } : {}) };
}

/** A connection's page as the server sends it: `nodes` in order, and whether more follow. */
export function pageOf(
  nodes: readonly object[],
  {
    hasNextPage = false,
    totalCount = nodes.length,
  }: { hasNextPage?: boolean; totalCount?: number } = {},
) {
  return {
    totalCount,
    edges: nodes.map((node, index) => ({ cursor: `cursor-${index}`, node })),
    pageInfo: {
      hasNextPage,
      hasPreviousPage: false,
      endCursor: nodes.length ? `cursor-${nodes.length - 1}` : null,
      startCursor: nodes.length ? 'cursor-0' : null,
    },
  };
}
