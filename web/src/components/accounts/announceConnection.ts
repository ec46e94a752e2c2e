import { toast } from 'sonner';
import type { ExtensionConnection } from '../../lib/connectExtension';

/** Tells the viewer how a hand-off went; nothing when the extension is absent or was signed in. */
export function announceConnection(result: ExtensionConnection): void {
  if (result.state === 'connected' && !result.already) {
    toast.success('Chrome extension connected', {
      description: `It saves to your swipe file as ${result.email}.`,
    });
  } else if (result.state === 'failed') {
    toast.error('Unable to connect the Chrome extension', { description: result.error });
  }
}
