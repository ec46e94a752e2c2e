import { revokeToken } from '../shared/account';
import { ServerUnreachableError } from '../shared/graphql';
import { getAuth, setAuth } from '../shared/storage';

interface TokenAnswer {
  token: string;
  user: { email: string; name: string };
  firstInstall: boolean;
}

const isTokenAnswer = (value: unknown): value is TokenAnswer => {
  const answer = value as Partial<TokenAnswer> | null;
  return (
    typeof answer?.token === 'string' &&
    typeof answer.user?.email === 'string' &&
    typeof answer.user.name === 'string' &&
    typeof answer.firstInstall === 'boolean'
  );
};

/**
 * Trades the web app's one-time code for the extension's own personal token and keeps it.
 * A token the extension had before (another account, or the same one again) is revoked.
 */
export async function signInWithHandoff(serverOrigin: string, code: string) {
  let response: Response;
  try {
    response = await fetch(`${serverOrigin}/api/extension/token`, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
    });
  } catch {
    throw new ServerUnreachableError(serverOrigin);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !isTokenAnswer(body)) {
    const error = (body as { error?: unknown } | null)?.error;
    throw new Error(typeof error === 'string' ? error : `Swipestack answered ${response.status}.`);
  }
  const previous = await getAuth();
  await setAuth({
    token: body.token,
    email: body.user.email,
    name: body.user.name,
    serverOrigin,
  });
  if (previous) await revokeToken(previous);
  return { email: body.user.email, firstInstall: body.firstInstall };
}
