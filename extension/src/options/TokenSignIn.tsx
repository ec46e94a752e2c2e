import { useId, useState } from 'react';
import { getRequest, graphql } from 'relay-runtime';
import type { TokenSignInQuery$data } from '../__generated__/TokenSignInQuery.graphql';
import { dataOf, runOperation, SignedOutError } from '../shared/graphql';
import { setAuth } from '../shared/storage';

const ViewerQuery = graphql`
  query TokenSignInQuery {
    viewer {
      email
      name
    }
  }
`;

/**
 * For a server whose pages cannot reach the extension (a build without its origin in
 * externally_connectable): a personal token created in Swipestack's settings, pasted here.
 */
export function TokenSignIn({ serverOrigin }: { serverOrigin: string }) {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const signIn = async () => {
    setBusy(true);
    setError(null);
    const candidate = { token: token.trim(), email: '', name: '', serverOrigin };
    try {
      const { viewer } = dataOf<TokenSignInQuery$data>(
        await runOperation(getRequest(ViewerQuery).params, {}, { auth: candidate }),
      );
      if (!viewer) throw new Error('This token does not sign anyone in.');
      await setAuth({ ...candidate, email: viewer.email, name: viewer.name });
      setToken('');
    } catch (caught) {
      setError(
        caught instanceof SignedOutError
          ? 'This token is not valid: it was revoked, expired or mistyped.'
          : caught instanceof Error
            ? caught.message
            : String(caught),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="rounded-md border border-slate-200 p-4">
      <summary className="cursor-pointer font-semibold">
        Sign in with a personal token instead
      </summary>
      <form
        className="mt-3 space-y-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void signIn();
        }}
      >
        <label htmlFor={`${id}-token`} className="label">
          Personal token (from Settings → Extension and API tokens)
        </label>
        <input
          id={`${id}-token`}
          className="field"
          type="password"
          autoComplete="off"
          value={token}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setToken(event.target.value)}
        />
        {error ? (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn-primary" disabled={busy || !token.trim()}>
          {busy ? 'Checking…' : 'Sign in'}
        </button>
      </form>
    </details>
  );
}
