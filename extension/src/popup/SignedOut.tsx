import { appLink } from '../shared/server-address';
import type { Account } from '../ui/useAccount';

/** How to sign in: through the web app, which hands the extension its sign-in. */
export function SignedOut({ account }: { account: Account }) {
  return (
    <section aria-labelledby="signed-out-heading" className="space-y-3">
      <h2 id="signed-out-heading" className="text-base font-semibold">
        Sign in to save swipes
      </h2>
      {account.signInEnded ? (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-900">
          Your Swipestack sign-in has ended (it was signed out or revoked). Sign in again to
          reconnect the extension.
        </p>
      ) : null}
      <ol className="list-decimal space-y-1 pl-5 text-slate-700">
        <li>Open Swipestack and sign in.</li>
        <li>
          The extension connects by itself. If it doesn't, click <b>Connect the extension</b> on the
          page that opens.
        </li>
      </ol>
      <a
        className="btn-primary w-full"
        href={appLink(account.serverOrigin, '/extension-installed')}
        target="_blank"
        rel="noreferrer"
      >
        Open Swipestack to sign in
      </a>
      <p className="text-xs text-slate-600">
        Server: {account.serverOrigin}.{' '}
        <button
          type="button"
          className="link"
          onClick={() => void chrome.runtime.openOptionsPage()}
        >
          Change it in Options
        </button>
      </p>
    </section>
  );
}
