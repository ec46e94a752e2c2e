import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Context } from './context.js';
import { ErrorCode } from './errors.js';

/**
 * Per-session and per-token budgets of GraphQL operations (docs/auth.md, "Request budget"):
 * each operation a browser session or personal token runs (HTTP request or WebSocket
 * subscription) takes one unit of its fixed window; past the budget the operation is not run
 * and the answer is `RATE_LIMITED`, over HTTP with status 429 and `Retry-After`.
 * Signed-out requests have no budget (sign-in and sign-up have limits of their own).
 *
 * The counters live in this process's memory (no statement or round trip per request), or in
 * Redis when REDIS_URL is set, so that several instances share them.
 */
export function useRequestBudget(config: Config): Plugin<Context> {
  const windowMs = config.GRAPHQL_BUDGET_WINDOW_SECONDS * 1000;
  const counters: Counters = config.REDIS_URL
    ? new RedisWindowCounters(new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }), windowMs)
    : new WindowCounters(windowMs);
  const check = (
    context: Context,
    refuse: (result: { errors: GraphQLError[] }) => void,
  ): void | Promise<void> => {
    const viewer = context.viewer;
    const [key, budget] = viewer?.tokenId
      ? [`token:${viewer.tokenId}`, config.GRAPHQL_TOKEN_BUDGET]
      : viewer?.sessionId
        ? [`session:${viewer.sessionId}`, config.GRAPHQL_SESSION_BUDGET]
        : [undefined, 0];
    if (key === undefined || budget === 0) return;
    const decide = (retryAfterSeconds: number | null) => {
      if (retryAfterSeconds !== null) refuse({ errors: [rateLimited(retryAfterSeconds)] });
    };
    const taken = counters.take(key, budget);
    return typeof taken === 'object' && taken !== null ? taken.then(decide) : decide(taken);
  };
  return {
    onExecute: ({ args, setResultAndStopExecution }) =>
      check(args.contextValue, setResultAndStopExecution),
    onSubscribe: ({ args, setResultAndStopExecution }) =>
      check(args.contextValue, setResultAndStopExecution),
    onDispose: () => counters.close(),
  };
}

interface Counters {
  /** Takes one unit of `key`'s window: null when allowed, else the seconds until it resets. */
  take(key: string, budget: number): number | null | Promise<number | null>;
  close(): Promise<void>;
}

function rateLimited(retryAfterSeconds: number) {
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return new GraphQLError(`Too many requests. Try again in ${wait}.`, {
    extensions: {
      code: ErrorCode.RATE_LIMITED,
      retryAfterSeconds,
      http: { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
    },
  });
}

/** Fixed windows per key in memory; windows that ended are swept now and then. */
class WindowCounters implements Counters {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private takes = 0;

  constructor(private readonly windowMs: number) {}

  /** Takes one unit of `key`'s window: null when allowed, else the seconds until it resets. */
  take(key: string, budget: number, now = Date.now()): number | null {
    if (++this.takes % 1000 === 0) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    if (window.count >= budget) return Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    window.count += 1;
    return null;
  }

  async close() {}

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

// One round trip: count, start the window's expiry on its first unit, read what is left.
const TAKE = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

/**
 * Fixed windows per key in Redis, shared by every instance. If Redis cannot answer, the
 * request is let through (and the error logged): the budget must not take the API down.
 */
export class RedisWindowCounters implements Counters {
  constructor(
    private readonly redis: Redis,
    private readonly windowMs: number,
    private readonly prefix = 'swipestack:budget:',
  ) {}

  async take(key: string, budget: number): Promise<number | null> {
    try {
      const [count, ttl] = (await this.redis.eval(TAKE, 1, this.prefix + key, this.windowMs)) as [
        number,
        number,
      ];
      return count <= budget ? null : Math.max(1, Math.ceil(ttl / 1000));
    } catch (error) {
      console.error('Request budget: Redis did not answer; the request is let through.', error);
      return null;
    }
  }

  async close() {
    await this.redis.quit().catch(() => {});
  }
}
