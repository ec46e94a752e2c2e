import type { IncomingMessage, ServerResponse } from 'node:http';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { GraphQLError } from 'graphql';
import { createYoga, maskError } from 'graphql-yoga';
import { bearerTokenOf, requestInfo } from '../auth/request-info.js';
import { type Caller, INVALID_TOKEN } from '../auth/request-session.js';
import type { Config } from '../config.js';
import type { EventBus } from '../realtime/event-bus.js';
import type { PresenceHub } from '../realtime/presence.js';
import { identifyCaller } from '../services/accounts/caller.js';
import { recordServerError } from '../services/admin/error-reports.js';
import type { ServiceDeps } from '../services/deps.js';
import type { Context } from './context.js';
import { ErrorCode, REQUEST_ERROR_HTTP } from './errors.js';
import { useImpersonationRules } from './impersonation-rules.js';
import { PersistedOperations, persistedOperationId } from './persisted-operations.js';
import { renderPlayground, usePlaygroundPolicy } from './playground.js';
import { useReadOnlyTokens } from './read-only-tokens.js';
import { useRequestBudget } from './request-budget.js';
import { MAX_QUERY_COST, tooComplex, useErrorCodes, useRequestLimits } from './request-limits.js';
import { useResponseCache } from './response-cache/plugin.js';
import { schema } from './schema/index.js';
import { useSharedEventResults } from './shared-event-results.js';

// Each limit's error is a request error with code QUERY_TOO_COMPLEX (request-limits.ts). The
// cost is counted by useRequestLimits instead: armor's sees no variables and counts a field
// again for every fragment that selects it.
export const armorLimits = {
  maxDepth: { n: 18, onReject: [tooComplex] },
  costLimit: { enabled: false },
  maxAliases: { n: 15, onReject: [tooComplex] },
  maxDirectives: { n: 20, onReject: [tooComplex] },
  maxTokens: { n: 2000, onReject: [tooComplex] },
};

interface ServerContext {
  req?: IncomingMessage;
  res?: ServerResponse;
  /** Who the request is for, worked out once by the router (http/route.ts). */
  identify?: () => Promise<Caller>;
}

const pendingCookies = new WeakMap<Request | IncomingMessage, string[]>();

export interface Services {
  config: Config;
  pubsub: EventBus;
  presence: PresenceHub;
  deps: ServiceDeps;
}

/** The resolvers' context for one request (HTTP) or one operation (WebSocket). */
export function buildContext(
  { info, session, setCookies, invalidToken }: Caller,
  { config, pubsub, presence, deps }: Services,
  cookieKey: Request | IncomingMessage,
): Context {
  const cookies: string[] = [];
  pendingCookies.set(cookieKey, cookies);
  const setCookie = (value: string) => cookies.push(value);
  if (invalidToken) {
    throw new GraphQLError(INVALID_TOKEN, {
      extensions: { code: ErrorCode.UNAUTHENTICATED, http: { status: 401 } },
    });
  }
  for (const value of setCookies) setCookie(value);
  return {
    viewer: session
      ? {
          userId: session.userId,
          sessionId: session.sessionId,
          tokenId: session.tokenId,
          readOnly: session.readOnly,
          impersonatorId: session.impersonatorId,
        }
      : null,
    config,
    pubsub,
    presence,
    deps,
    ip: info.ip,
    userAgent: info.userAgent,
    cookieTokens: { session: info.sessionToken, adminReturn: info.adminReturnToken },
    setCookie,
  };
}

export type GraphQL = ReturnType<typeof createGraphQL>;

export function createGraphQL(services: Services, persistedOperationFiles?: string[]) {
  const { config } = services;
  const production = config.NODE_ENV === 'production';
  const persisted = new PersistedOperations(persistedOperationFiles, !production);
  const appOrigin = new URL(config.APP_ORIGIN).origin;

  const yoga = createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    // The playground, in production too: API clients bring a personal token (docs/graphql.md).
    graphiql: {
      title: 'Swipestack GraphQL playground',
      defaultQuery: '{\n  viewer {\n    email\n  }\n}\n',
      additionalHeaders: { 'x-graphql-yoga-csrf': '1' },
    },
    renderGraphiQL: renderPlayground,
    landingPage: false,
    batching: false,
    // Credentialed CORS for the web app's own origin only. Other origins get no CORS headers:
    // the extension (host permissions) and scripts (no browser) need none (docs/auth.md).
    cors: (request) =>
      request.headers.get('origin') === appOrigin
        ? { origin: appOrigin, credentials: true, maxAge: 600 }
        : false,
    maskedErrors: {
      // Clients get "Unexpected error."; the server log keeps what happened.
      maskError(error, message) {
        const masked = maskError(error, message);
        if (masked !== error) {
          const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
          console.error(original);
          void recordServerError(original, {
            route:
              error instanceof GraphQLError && error.path
                ? `graphql ${error.path.join('.')}`
                : 'graphql',
            sentryDsn: config.SENTRY_DSN,
          });
        }
        return masked;
      },
    },
    logging: config.NODE_ENV === 'test' ? false : 'info',
    context: async ({ request, req, identify }) =>
      buildContext(
        await (identify?.() ?? identifyCaller(requestInfo(req ?? request, config), config)),
        services,
        request,
      ),
    plugins: [
      // Refuses "simple" requests (GET, form posts) that a cross-site page could send without a preflight.
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] }),
      usePersistedOperations({
        getPersistedOperation: (id) => persisted.get(id),
        extractPersistedOperationId: (params) => persistedOperationId(params),
        // Browsers in production may only run the operations the apps were built with; API
        // clients with a personal token may send any operation (within armor's limits). The
        // token itself is checked once, by the router; the context answers a bad one 401.
        allowArbitraryOperations: production
          ? (request) => bearerTokenOf(request.headers.get('authorization')) !== undefined
          : true,
        customErrors: {
          notFound: {
            message: 'Unknown persisted operation.',
            extensions: { code: ErrorCode.PERSISTED_QUERY_NOT_FOUND, http: REQUEST_ERROR_HTTP },
          },
          persistedQueryOnly: {
            message: 'Only persisted operations are accepted.',
            extensions: { code: ErrorCode.PERSISTED_QUERY_ONLY, http: REQUEST_ERROR_HTTP },
          },
          keyNotFound: {
            message: 'Send a query, or the id of a persisted operation.',
            extensions: { code: ErrorCode.PERSISTED_QUERY_ID_REQUIRED, http: REQUEST_ERROR_HTTP },
          },
        },
      }),
      EnvelopArmorPlugin(armorLimits),
      useRequestBudget(config),
      useRequestLimits({
        maxCost: MAX_QUERY_COST,
        queryTimeoutMs: config.GRAPHQL_QUERY_TIMEOUT_MS,
      }),
      useErrorCodes(),
      useSharedEventResults(),
      useReadOnlyTokens(),
      useImpersonationRules(),
      usePlaygroundPolicy(),
      // Last: every check above has run when it answers instead of executing.
      useResponseCache(config, persisted),
      {
        onResponse({ request, response }) {
          for (const cookie of pendingCookies.get(request) ?? [])
            response.headers.append('Set-Cookie', cookie);
        },
      },
    ],
  });
  return { yoga, persisted };
}
