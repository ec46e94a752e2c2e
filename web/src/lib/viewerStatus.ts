import type { ConcreteRequest } from 'relay-runtime';
import type { viewerStatusQuery } from '../__generated__/viewerStatusQuery.graphql';
import { GRAPHQL_ACCEPT, persistedOperation } from '../relay/persisted';

// Public pages ask only "who is signed in" and must not load Relay's runtime for it (docs/web.md,
// JavaScript budget): the persisted query goes out through a plain fetch. Babel's relay plugin
// replaces the tag with the generated artifact; declared, not imported, so that no import of
// Relay's runtime remains in this module.
declare function graphql(strings: TemplateStringsArray): unknown;

const query = graphql`
  query viewerStatusQuery {
    viewer {
      id
    }
  }
`;

export type SignedInViewer = NonNullable<viewerStatusQuery['response']['viewer']>;

async function fetchViewer(): Promise<SignedInViewer | null> {
  const { params } = query as ConcreteRequest;
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: GRAPHQL_ACCEPT },
    body: JSON.stringify(persistedOperation(params, {})),
  });
  const json = (await response.json()) as { data?: viewerStatusQuery['response'] | null };
  // No data (an error answer) says nothing about the session: not the same as signed out.
  if (!json.data) throw new Error(`The session could not be checked (${response.status}).`);
  return json.data.viewer ?? null;
}

let pending: Promise<SignedInViewer | null> | null = null;
/** The id the server last gave (null: signed out); undefined when not asked since a reset. */
let lastAnswer: string | null | undefined;
const changeListeners = new Set<() => void>();

/** The signed-in viewer, or null (also when the API cannot be reached); asked once per session. */
export function currentViewer(): Promise<SignedInViewer | null> {
  pending ??= fetchViewer().then(
    (viewer) => {
      lastAnswer = viewer?.id ?? null;
      return viewer;
    },
    () => {
      pending = null;
      return null;
    },
  );
  return pending;
}

/** Sign-in, sign-out and revocation: the next `currentViewer()` asks the server again. */
export function forgetViewer(): void {
  pending = null;
  lastAnswer = undefined;
}

/**
 * Asks the server again (the visitor may have signed in or out in another tab). When the
 * answer differs from the last one, the `onViewerChange` listeners run (the Relay environment
 * throws its data away) and it resolves true: the caller then reloads the route data.
 */
export async function recheckViewer(): Promise<boolean> {
  const before = lastAnswer;
  pending = null;
  lastAnswer = undefined;
  await currentViewer();
  const after: string | null | undefined = lastAnswer;
  // Unanswered (the API unreachable): nothing is known to have changed.
  if (after === undefined) {
    lastAnswer = before;
    return false;
  }
  const changed = before !== undefined && after !== before;
  if (changed) for (const listener of changeListeners) listener();
  return changed;
}

export function onViewerChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
  };
}
