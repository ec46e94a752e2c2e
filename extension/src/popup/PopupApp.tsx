import { LogoMark } from '@swipestack/common/ui/LogoMark';
import { type ReactNode, Suspense, useMemo } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createEnvironment } from '../relay/environment';
import { isUnreachable } from '../shared/graphql';
import { pageAddress } from '../shared/page-address';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { type Account, useAccount } from '../ui/useAccount';
import { OfflineSavePanel } from './OfflineSavePanel';
import { QueuedSaves } from './QueuedSaves';
import { SavePanel } from './SavePanel';
import { ShortcutHint } from './ShortcutHint';
import { SignedOut } from './SignedOut';
import { useTargetTab } from './useTargetTab';

function Shell({ email, children }: { email?: string | undefined; children: ReactNode }) {
  return (
    <div className="mx-auto w-[360px] p-3 text-sm">
      <header className="mb-2 flex items-center gap-2">
        <LogoMark className="size-6 shrink-0" />
        <h1 className="text-base font-bold tracking-tight">Swipestack</h1>
        <div className="ml-auto flex min-w-0 items-center gap-1 text-xs text-slate-600">
          {email ? (
            <span className="max-w-36 truncate" title={email}>
              {email}
            </span>
          ) : null}
          <button
            type="button"
            className="rounded px-1.5 py-0.5 font-semibold text-indigo-700 hover:bg-indigo-50"
            onClick={() => void chrome.runtime.openOptionsPage()}
          >
            Options
          </button>
        </div>
      </header>
      <main>
        <QueuedSaves />
        {children}
        <ShortcutHint />
      </main>
    </div>
  );
}

function LoadError({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <div role="alert" className="space-y-2 rounded-md bg-red-50 p-3 text-red-800">
      <p>{error.message}</p>
      <button type="button" className="btn-secondary" onClick={retry}>
        Try again
      </button>
    </div>
  );
}

function SignedIn({ account }: { account: Account & { auth: NonNullable<Account['auth']> } }) {
  // One environment per sign-in: nothing of another account's data survives a switch.
  const environment = useMemo(() => createEnvironment(), []);
  const target = useTargetTab();
  if (target.status === 'loading') return <p role="status">Loading…</p>;
  if (target.status === 'unavailable') return <p role="alert">{target.reason}</p>;
  const url = pageAddress(target.tab.url);
  if (!url) {
    return (
      <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-900">
        This page can't be saved. Open a web page (an address starting with http or https) and click
        the Swipestack button again.
      </p>
    );
  }
  return (
    <RelayEnvironmentProvider environment={environment}>
      <ErrorBoundary
        fallback={(error, retry) =>
          isUnreachable(error) ? (
            <OfflineSavePanel
              tab={target.tab}
              url={url}
              serverOrigin={account.serverOrigin}
              retry={retry}
            />
          ) : (
            <LoadError error={error} retry={retry} />
          )
        }
      >
        <Suspense fallback={<p role="status">Loading your teams…</p>}>
          <SavePanel tab={target.tab} url={url} serverOrigin={account.serverOrigin} />
        </Suspense>
      </ErrorBoundary>
    </RelayEnvironmentProvider>
  );
}

export function PopupApp() {
  const account = useAccount();
  if (!account) {
    return (
      <Shell>
        <p role="status">Loading…</p>
      </Shell>
    );
  }
  const { auth } = account;
  return (
    <Shell email={auth?.email}>
      {auth ? (
        <SignedIn key={auth.token} account={{ ...account, auth }} />
      ) : (
        <SignedOut account={account} />
      )}
    </Shell>
  );
}
