import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane).
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/** Verifies against a throwaway hash when there is no account, so timing does not reveal which emails exist. */
export async function verifyPassword(passwordHash: string | undefined, password: string) {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
