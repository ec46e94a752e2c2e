import { useLazyLoadQuery } from 'react-relay/hooks';
import type { ImpersonationBannerRecheckQuery } from '../__generated__/ImpersonationBannerRecheckQuery.graphql';
import { SessionWatcher } from '../components/accounts/SessionWatcher';
import { SignOutButton } from '../components/accounts/SignOutButton';
import {
  ImpersonationBanner,
  ImpersonationBannerQuery,
} from '../components/admin/ImpersonationBanner';
import { CurrentRelayEnvironment } from '../relay/RelayScope';

// The public header's signed-in parts, which use Relay: loaded only for signed-in visitors.

export function PublicSignOutButton({ label, className }: { label: string; className: string }) {
  return (
    <CurrentRelayEnvironment>
      <SignOutButton label={label} className={className} />
    </CurrentRelayEnvironment>
  );
}

/** The impersonation banner on public pages too, while an administrator views the account. */
export function PublicImpersonationBanner() {
  return (
    <CurrentRelayEnvironment>
      <ViewerImpersonationBanner />
    </CurrentRelayEnvironment>
  );
}

function ViewerImpersonationBanner() {
  const { viewer } = useLazyLoadQuery<ImpersonationBannerRecheckQuery>(
    ImpersonationBannerQuery,
    {},
  );
  return viewer ? <ImpersonationBanner viewer={viewer} /> : null;
}

export function PublicSessionWatcher() {
  return (
    <CurrentRelayEnvironment>
      <SessionWatcher />
    </CurrentRelayEnvironment>
  );
}
