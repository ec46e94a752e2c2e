import { commitMutation, type Environment, graphql } from 'relay-runtime';
import type { connectExtensionMutation } from '../__generated__/connectExtensionMutation.graphql';
import { handOffToExtension, pingExtension } from './extension';
import { firstPayloadError } from './formErrors';

const HandoffMutation = graphql`
  mutation connectExtensionMutation {
    createExtensionHandoff {
      code
      errors {
        ...formErrors_error @alias(as: "error")
      }
    }
  }
`;

export type ExtensionConnection =
  /** Not installed in this browser, or turned off. */
  | { state: 'absent' }
  /** Installed, but set up for another server: it refuses this page. */
  | { state: 'otherServer' }
  | { state: 'connected'; email: string; firstInstall: boolean; already: boolean }
  | { state: 'failed'; error: string };

function handoffCode(environment: Environment): Promise<string> {
  return new Promise((resolve, reject) =>
    commitMutation<connectExtensionMutation>(environment, {
      mutation: HandoffMutation,
      variables: {},
      onCompleted: (response, errors) => {
        const { code, errors: refused } = response.createExtensionHandoff;
        if (errors?.length) reject(new Error(errors[0]?.message));
        else if (code) resolve(code);
        else reject(new Error(firstPayloadError(refused) ?? 'Could not connect the extension.'));
      },
      onError: reject,
    }),
  );
}

/**
 * Signs the extension in as the viewer: a one-time code from the server, handed to the
 * extension, which trades it for a token of its own. Skipped when the extension is already
 * signed in as `viewerEmail`, unless `force` (the "Connect the extension" button).
 */
export function connectExtension(
  environment: Environment,
  viewerEmail: string,
  { force = false } = {},
): Promise<ExtensionConnection> {
  if (force) return connect(environment, viewerEmail, true);
  // The layout and the /extension-installed page both check on load: one hand-off serves both.
  let pending = inFlight.get(viewerEmail);
  if (!pending) {
    pending = connect(environment, viewerEmail, false).finally(() => inFlight.delete(viewerEmail));
    inFlight.set(viewerEmail, pending);
  }
  return pending;
}

const inFlight = new Map<string, Promise<ExtensionConnection>>();

async function connect(
  environment: Environment,
  viewerEmail: string,
  force: boolean,
): Promise<ExtensionConnection> {
  const ping = await pingExtension();
  if (!ping) return { state: 'absent' };
  if (!ping.ok) return { state: 'otherServer' };
  if (!force && ping.signedIn && ping.email === viewerEmail) {
    return { state: 'connected', email: viewerEmail, firstInstall: false, already: true };
  }
  try {
    const reply = await handOffToExtension(await handoffCode(environment));
    if (!reply) return { state: 'absent' };
    if (!reply.ok) return { state: 'failed', error: reply.error };
    return {
      state: 'connected',
      email: reply.email,
      firstInstall: reply.firstInstall,
      already: false,
    };
  } catch (error) {
    return { state: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}
