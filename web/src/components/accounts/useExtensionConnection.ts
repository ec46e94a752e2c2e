import { useCallback, useEffect, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { connectExtension, type ExtensionConnection } from '../../lib/connectExtension';

export type ConnectionView = ExtensionConnection | { state: 'checking' };

/** The extension's state for the viewer, checked on mount (signing it in when needed). */
export function useExtensionConnection(viewerEmail: string) {
  const environment = useRelayEnvironment();
  const [view, setView] = useState<ConnectionView>({ state: 'checking' });
  useEffect(() => {
    let live = true;
    void connectExtension(environment, viewerEmail).then((result) => {
      if (live) setView(result);
    });
    return () => {
      live = false;
    };
  }, [environment, viewerEmail]);
  const update = useCallback((result: ExtensionConnection) => setView(result), []);
  return { view, update };
}
