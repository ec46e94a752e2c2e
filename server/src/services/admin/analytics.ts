import { randomUUID } from 'node:crypto';
import { takeSlot } from '../../auth/rate-limits.js';
import { prisma } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { serverBinding } from '../../server-scope.js';
import { FieldError, RateLimitError, type ServiceResult } from '../errors.js';

// Product analytics in our own database (docs/analytics.md): a pageview on every route change
// (sent by the web app unless the browser asks not to be tracked), the spec's goals (SignUp,
// ExtensionInstalled, SubscriptionActivated) recorded by the services where they happen, and
// an identify the first time an account signs in. The account is always the server's: from
// the session, never from what a client sends. With POSTHOG_KEY set, each event goes to
// PostHog too.

export const GOALS = ['SignUp', 'ExtensionInstalled', 'SubscriptionActivated'] as const;
export type Goal = (typeof GOALS)[number];

export const PAGEVIEWS_PER_MINUTE = 120;
const PATH_MAX = 500;

type Db = Pick<Prisma.TransactionClient, 'analyticsEvent'>;

const forwarding = serverBinding<{ key: string; host: string } | null>('posthog');

/** Forwarding to PostHog (server.ts, from POSTHOG_KEY and POSTHOG_HOST); null: none. */
export function bindPostHog(settings: { key: string; host: string } | null) {
  forwarding.bind(settings);
}

/** Sends one event to PostHog's capture API; never fails the caller (5 s, then it gives up). */
async function forward(name: string, userId: string | null, properties: Record<string, unknown>) {
  const posthog = forwarding.get();
  if (!posthog) return;
  try {
    await fetch(new URL('/capture/', posthog.host), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        api_key: posthog.key,
        event: name === 'pageview' ? '$pageview' : name === 'identify' ? '$identify' : name,
        distinct_id: userId ?? `anonymous-${randomUUID()}`,
        properties: {
          ...properties,
          ...(name === 'identify' ? { $set: properties } : {}),
          ...(userId ? {} : { $process_person_profile: false }),
        },
        timestamp: new Date().toISOString(),
      }),
      signal: AbortSignal.timeout(5000),
    });
  } catch (error) {
    console.error('Forwarding an analytics event to PostHog failed', error);
  }
}

async function record(
  name: string,
  userId: string | null,
  fields: { path?: string; properties?: Record<string, string | number | boolean | null> },
  db: Db = prisma(),
) {
  await db.analyticsEvent.create({
    data: {
      name,
      userId,
      path: fields.path ?? null,
      ...(fields.properties ? { properties: fields.properties } : {}),
    },
  });
  void forward(name, userId, {
    ...(fields.properties ?? {}),
    ...(fields.path ? { $pathname: fields.path } : {}),
  });
}

/** A goal reached (in the transaction that reached it, when there is one). */
export function trackGoal(
  goal: Goal,
  userId: string | null,
  properties: Record<string, string | number | boolean | null> = {},
  db?: Db,
) {
  return record(goal, userId, { properties }, db);
}

/**
 * Spec §4, "First sign-in": the account is identified once, with when it registered and last
 * signed in (every later sign-in changes nothing here).
 */
export async function identifyOnFirstSignIn(user: {
  id: string;
  registeredAt: Date;
  lastSignInAt: Date | null;
}) {
  const known = await prisma().analyticsEvent.findFirst({
    where: { userId: user.id, name: 'identify' },
    select: { id: true },
  });
  if (known) return;
  await record('identify', user.id, {
    properties: {
      registered_at: user.registeredAt.toISOString(),
      last_sign_in_at: (user.lastSignInAt ?? user.registeredAt).toISOString(),
    },
  });
}

/**
 * A pageview the web app sends on a route change. Nothing is kept when the browser asks not to
 * be tracked; at most PAGEVIEWS_PER_MINUTE a minute per account or address.
 */
export async function trackPageview(
  caller: { userId: string | null; ip: string | undefined; doNotTrack: boolean },
  path: unknown,
): Promise<ServiceResult<{ recorded: boolean }, FieldError | RateLimitError>> {
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > PATH_MAX)
    return {
      ok: false,
      errors: [
        new FieldError('path', `Send the page's path: / and at most ${PATH_MAX} characters.`),
      ],
    };
  if (caller.doNotTrack) return { ok: true, value: { recorded: false } };
  const who = caller.userId ?? `ip:${caller.ip ?? 'unknown'}`;
  const slot = await takeSlot(`pageview:${who}`, PAGEVIEWS_PER_MINUTE, 60);
  if (!slot.ok)
    return {
      ok: false,
      errors: [new RateLimitError(slot.retryAfterSeconds, 'Too many pageviews.')],
    };
  // The path alone: a query string may hold what is not ours to keep (a search, a token).
  await record('pageview', caller.userId, { path: path.split(/[?#]/)[0] ?? path });
  return { ok: true, value: { recorded: true } };
}
