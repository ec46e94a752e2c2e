import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { connectExtension, type ExtensionConnection } from '../../lib/connectExtension';
import { announceConnection } from './announceConnection';

/** "Connect the extension": hands the viewer's sign-in to the extension again, on request. */
export function ConnectExtensionButton({
  viewerEmail,
  onResult,
  className = 'btn-primary',
}: {
  viewerEmail: string;
  onResult?: (result: ExtensionConnection) => void;
  className?: string;
}) {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const result = await connectExtension(environment, viewerEmail, { force: true });
        setBusy(false);
        announceConnection(result);
        onResult?.(result);
      }}
    >
      {busy ? 'Connecting…' : 'Connect the extension'}
    </button>
  );
}
