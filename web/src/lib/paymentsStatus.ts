import type { ConcreteRequest } from 'relay-runtime';
import type { paymentsStatusQuery } from '../__generated__/paymentsStatusQuery.graphql';
import { GRAPHQL_ACCEPT, persistedOperation } from '../relay/persisted';

// Whether this server takes payments, for /pricing: like viewerStatus.ts, a plain fetch of the
// persisted query, so the public page loads no Relay runtime. `paymentsSetupHelp` is the
// server's text for administrators (null for everyone else).
declare function graphql(strings: TemplateStringsArray): unknown;

const query = graphql`
  query paymentsStatusQuery {
    billing {
      paymentsConfigured
      paymentsSetupHelp
    }
  }
`;

export type PaymentsStatus = paymentsStatusQuery['response']['billing'];

/** The server's answer, or null when it could not be asked (the page then says nothing). */
export async function paymentsStatus(): Promise<PaymentsStatus | null> {
  const { params } = query as ConcreteRequest;
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: GRAPHQL_ACCEPT },
      body: JSON.stringify(persistedOperation(params, {})),
    });
    const json = (await response.json()) as { data?: paymentsStatusQuery['response'] | null };
    const billing = json.data?.billing;
    if (!billing) return null;
    return {
      paymentsConfigured: billing.paymentsConfigured,
      paymentsSetupHelp: billing.paymentsSetupHelp,
    };
  } catch {
    return null;
  }
}
