import type { Config } from '../config.js';
import { releaseSlots, type Slot, takeSlot, takeSpacedSlot } from './rate-limits.js';

/** The sign-in and sign-up limits (docs/auth.md, "Rate limits"), from the configuration. */
export interface AuthLimits {
  signIn: {
    windowSeconds: number;
    /** Password checks per account from one address per window: then a hard stop. */
    perAccountAddress: number;
    /** Password checks from one address across all accounts per window. */
    perAddress: number;
    /** Account-wide spacing once `perAccountAddress` checks were made from any addresses. */
    delaySeconds: number;
    delayMaxSeconds: number;
  };
  signUp: { perAddress: number; windowSeconds: number };
}

export function authLimits(config: Config): AuthLimits {
  return {
    signIn: {
      windowSeconds: config.SIGN_IN_WINDOW_SECONDS,
      perAccountAddress: config.SIGN_IN_ACCOUNT_ADDRESS_LIMIT,
      perAddress: config.SIGN_IN_ADDRESS_LIMIT,
      delaySeconds: config.SIGN_IN_ACCOUNT_DELAY_SECONDS,
      delayMaxSeconds: config.SIGN_IN_ACCOUNT_DELAY_MAX_SECONDS,
    },
    signUp: {
      perAddress: config.SIGN_UP_ADDRESS_LIMIT,
      windowSeconds: config.SIGN_UP_WINDOW_SECONDS,
    },
  };
}

// Requests without a known address (in-process calls) share one.
const addressOf = (ip: string | undefined) => ip ?? 'unknown';

/**
 * Reserves one password check for `email` from `ip` BEFORE the password is verified, in three
 * counters taken one after another, each in one atomic statement (so simultaneous requests
 * and server instances share them):
 * 1. account + address: at most `perAccountAddress` checks per window (a hard stop);
 * 2. address: at most `perAddress` checks per window across accounts (a hard stop);
 * 3. account, from any address: the first `perAccountAddress` checks go at once, each further
 *    one waits `delaySeconds` after the previous, doubling, up to `delayMaxSeconds`.
 * A refused step gives back the slots the earlier steps took. A failed check keeps its slots
 * (it counts); a successful one gives them back with `releaseSignInCheck`.
 */
export async function reserveSignInCheck(
  email: string,
  ip: string | undefined,
  limits: AuthLimits['signIn'],
): Promise<{ ok: true; slots: Slot[] } | { ok: false; retryAfterSeconds: number }> {
  const address = addressOf(ip);
  const steps = [
    () =>
      takeSlot(
        `sign-in:account-address:${email} ${address}`,
        limits.perAccountAddress,
        limits.windowSeconds,
      ),
    () => takeSlot(`sign-in:address:${address}`, limits.perAddress, limits.windowSeconds),
    () =>
      takeSpacedSlot(`sign-in:account:${email}`, {
        free: limits.perAccountAddress,
        windowSeconds: limits.windowSeconds,
        baseSeconds: limits.delaySeconds,
        maxSeconds: limits.delayMaxSeconds,
      }),
  ];
  const slots: Slot[] = [];
  for (const step of steps) {
    const taken = await step();
    if (!taken.ok) {
      await releaseSignInCheck(slots);
      return taken;
    }
    slots.push(taken.slot);
  }
  return { ok: true, slots };
}

export async function releaseSignInCheck(slots: Slot[]) {
  await releaseSlots(slots);
}

/** Every sign-up attempt that passes the form's rules takes a slot of its address. */
export async function reserveSignUp(ip: string | undefined, limits: AuthLimits['signUp']) {
  return takeSlot(`sign-up:address:${addressOf(ip)}`, limits.perAddress, limits.windowSeconds);
}
