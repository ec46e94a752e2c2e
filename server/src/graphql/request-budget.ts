import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Config } from '../config.js';
import type { Context } from './context.js';

/**
 * Per-session and per-token budgets of GraphQL operations (docs/auth.md, "Request budget"):
 * each operation a browser session or personal token runs (HTTP request or WebSocket
 * subscription) takes one unit of its fixed window; past the budget the operation is not run
 * and the answer is `RATE_LIMITED`, over HTTP with status 429 and `Retry-After`.
 * Signed-out requests have no budget (sign-in and sign-up have limits of their own).
 *
 * The counters live in this process's memory: they cost nothing per request (no statement,
 * no round trip). With several instances behind a load balancer, each counts on its own.
 */
export function useRequestBudget(config: Config): Plugin<Context> {
  const counters = new WindowCounters(config.GRAPHQL_BUDGET_WINDOW_SECONDS * 1000);
  const refusal = (context: Context) => {
    const viewer = context.viewer;
    const [key, budget] = viewer?.tokenId
      ? [`token:${viewer.tokenId}`, config.GRAPHQL_TOKEN_BUDGET]
      : viewer?.sessionId
        ? [`session:${viewer.sessionId}`, config.GRAPHQL_SESSION_BUDGET]
        : [undefined, 0];
    if (key === undefined || budget === 0) return null;
    const retryAfterSeconds = counters.take(key, budget);
    return retryAfterSeconds === null ? null : { errors: [rateLimited(retryAfterSeconds)] };
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const result = refusal(args.contextValue);
      if (result) setResultAndStopExecution(result);
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const result = refusal(args.contextValue);
      if (result) setResultAndStopExecution(result);
    },
  };
}

function rateLimited(retryAfterSeconds: number) {
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return new GraphQLError(`Too many requests. Try again in ${wait}.`, {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfterSeconds,
      http: { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
    },
  });
}

/** Fixed windows per key; windows that ended are swept now and then. */
export class WindowCounters {
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

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
