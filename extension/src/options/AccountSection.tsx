import { useId, useState } from 'react';
import { signOut } from '../shared/account';
import { appLink } from '../shared/server-address';
import type { Account } from '../ui/useAccount';

export function AccountSection({ account }: { account: Account }) {
  const [busy, setBusy] = useState(false);
  const id = useId();
  const { auth } = account;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Account
      </h2>
      {auth ? (
        <>
          <p>
            Signed in as <b>{auth.name}</b> ({auth.email}). The extension has a personal token of
            its own, listed as “Chrome extension” in Swipestack's settings.
          </p>
          <button
            type="button"
            className="btn-secondary"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void signOut().finally(() => setBusy(false));
            }}
          >
            {busy ? 'Signing out…' : 'Sign out'}
          </button>
        </>
      ) : (
        <>
          {account.signInEnded ? (
            <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-900">
              Your Swipestack sign-in has ended (it was signed out or revoked).
            </p>
          ) : null}
          <p>
            Not signed in. Open Swipestack and sign in: the extension connects by itself (or click
            “Connect the extension” there).
          </p>
          <a
            className="btn-primary"
            href={appLink(account.serverOrigin, '/extension-installed')}
            target="_blank"
            rel="noreferrer"
          >
            Open Swipestack to sign in
          </a>
        </>
      )}
    </section>
  );
}
