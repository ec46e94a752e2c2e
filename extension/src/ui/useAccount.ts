import { useEffect, useState } from 'react';
import {
  type Auth,
  getAuth,
  getServerOrigin,
  getSignInEnded,
  onAccountChange,
} from '../shared/storage';

export interface Account {
  auth: Auth | null;
  serverOrigin: string;
  /** The server refused the last token: say so until the next sign-in. */
  signInEnded: boolean;
}

/** The extension's sign-in and server, kept current as other pages change them. */
export function useAccount(): Account | null {
  const [account, setAccount] = useState<Account | null>(null);
  useEffect(() => {
    let live = true;
    const load = async () => {
      const [auth, serverOrigin, signInEnded] = await Promise.all([
        getAuth(),
        getServerOrigin(),
        getSignInEnded(),
      ]);
      if (live) setAccount({ auth, serverOrigin, signInEnded });
    };
    void load();
    const stop = onAccountChange(() => void load());
    return () => {
      live = false;
      stop();
    };
  }, []);
  return account;
}
