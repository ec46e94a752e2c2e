import { createHmac } from 'node:crypto';
import { prisma } from '../../db/client.js';
import { NotFoundError, type ServiceResult } from '../errors.js';

// The in-app messaging widget (Userlist) identifies the signed-in user by a token the server
// signs (spec §7, POST /api/userlist_token): a JWT, HS256 with USERLIST_PUSH_KEY, naming the
// user (sub = user id, email, name), valid for an hour.

export const USERLIST_TOKEN_TTL_SECONDS = 3600;

export const MESSAGING_NOT_CONFIGURED =
  'In-app messaging is not configured on this server (USERLIST_PUSH_KEY is unset).';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A compact JWS (HS256) of `payload`. */
function signHs256(payload: object, key: string, keyId?: string): string {
  const header = { alg: 'HS256', typ: 'JWT', ...(keyId ? { kid: keyId } : {}) };
  const signed = `${base64url(header)}.${base64url(payload)}`;
  return `${signed}.${createHmac('sha256', key).update(signed).digest('base64url')}`;
}

export async function userlistToken(
  userId: string,
  config: { USERLIST_PUSH_KEY?: string | undefined; USERLIST_PUSH_ID?: string | undefined },
  now = new Date(),
): Promise<ServiceResult<{ token: string }, NotFoundError>> {
  const key = config.USERLIST_PUSH_KEY;
  if (!key) return { ok: false, errors: [new NotFoundError(MESSAGING_NOT_CONFIGURED)] };
  const user = await prisma().user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, email: true, name: true },
  });
  const iat = Math.floor(now.getTime() / 1000);
  const token = signHs256(
    {
      sub: user.id,
      email: user.email,
      name: user.name,
      iat,
      exp: iat + USERLIST_TOKEN_TTL_SECONDS,
    },
    key,
    config.USERLIST_PUSH_ID,
  );
  return { ok: true, value: { token } };
}
