import { LogoMark } from '@swipestack/common/ui/LogoMark';
import { useAccount } from '../ui/useAccount';
import { AccountSection } from './AccountSection';
import { ServerSection } from './ServerSection';
import { TokenSignIn } from './TokenSignIn';

export function OptionsApp() {
  const account = useAccount();
  return (
    <div className="mx-auto max-w-xl space-y-8 p-8">
      <header className="flex items-center gap-3">
        <LogoMark className="size-8" />
        <h1 className="text-2xl font-bold tracking-tight">Swipestack extension</h1>
      </header>
      {account ? (
        <>
          <ServerSection serverOrigin={account.serverOrigin} />
          <AccountSection account={account} />
          {account.auth ? null : <TokenSignIn serverOrigin={account.serverOrigin} />}
        </>
      ) : (
        <p role="status">Loading…</p>
      )}
    </div>
  );
}
