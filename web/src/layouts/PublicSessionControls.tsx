import { SessionWatcher } from '../components/SessionWatcher';
import { SignOutButton } from '../components/SignOutButton';
import { CurrentRelayEnvironment } from '../relay/RelayScope';

// The public header's signed-in parts, which use Relay: loaded only for signed-in visitors.

export function PublicSignOutButton({ label, className }: { label: string; className: string }) {
  return (
    <CurrentRelayEnvironment>
      <SignOutButton label={label} className={className} />
    </CurrentRelayEnvironment>
  );
}

export function PublicSessionWatcher() {
  return (
    <CurrentRelayEnvironment>
      <SessionWatcher />
    </CurrentRelayEnvironment>
  );
}
