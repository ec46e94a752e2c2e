import { useEffect } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { connectExtension } from '../../lib/connectExtension';
import { announceConnection } from './announceConnection';

/** Viewers whose extension was checked during this page's life: once is enough. */
const checked = new Set<string>();

/**
 * Mounted in the app layout: when the extension is installed but not signed in as the viewer,
 * hands it the sign-in (spec §4 "the session is sent to the extension"). Nothing shows when
 * the extension is absent. Its first sign-in ever leads to /extension-installed.
 */
export function ExtensionAutoConnect({ viewerEmail }: { viewerEmail: string }) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  useEffect(() => {
    // Inside a frame the app is embedded elsewhere: it never hands a sign-in over from there.
    if (checked.has(viewerEmail) || window.top !== window.self) return;
    checked.add(viewerEmail);
    void connectExtension(environment, viewerEmail).then((result) => {
      announceConnection(result);
      if (result.state === 'connected' && result.firstInstall)
        void navigate('/extension-installed');
    });
  }, [environment, viewerEmail, navigate]);
  return null;
}
