import { type ExternalReply, parseExternalRequest } from '../shared/messages';
import { isServerPage } from '../shared/senders';
import { getAuth, getServerOrigin } from '../shared/storage';
import { signInWithHandoff } from './handoff';

export const NOT_YOUR_SERVER =
  'This page is not the Swipestack server the extension is set up for, so it was refused.';

/** A message from a web page (externally_connectable): the app's ping and sign-in hand-off. */
export async function handleExternalMessage(
  message: unknown,
  sender: chrome.runtime.MessageSender,
): Promise<ExternalReply> {
  const serverOrigin = await getServerOrigin();
  if (!isServerPage(sender, serverOrigin)) return { ok: false, error: NOT_YOUR_SERVER };
  const request = parseExternalRequest(message);
  if (!request) return { ok: false, error: 'The extension does not know this request.' };
  if (request.type === 'swipestack:ping') {
    const auth = await getAuth();
    return {
      ok: true,
      signedIn: Boolean(auth),
      email: auth?.email ?? null,
      version: chrome.runtime.getManifest().version,
    };
  }
  try {
    return { ok: true, ...(await signInWithHandoff(serverOrigin, request.code)) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
