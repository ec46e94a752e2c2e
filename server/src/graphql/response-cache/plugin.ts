import { decodeGlobalID } from '@pothos/plugin-relay';
import type { ExecutionResult } from 'graphql';
import { isAsyncIterable, type Plugin, type YogaInitialContext } from 'graphql-yoga';
import type { Config } from '../../config.js';
import type { Context } from '../context.js';
import type { PersistedOperations } from '../persisted-operations.js';
import { cachedOperationsByText } from './cached-operations.js';
import { SizedLru } from './sized-lru.js';
import { viewerTeamVersions } from './team-versions.js';

type OnExecuteResult = Awaited<ReturnType<NonNullable<Plugin<Context>['onExecute']>>>;

/** An answer nobody asked for again in this long is dropped (an idle server holds nothing). */
const IDLE_MS = 5 * 60_000;
/** Variables longer than this (as JSON) are not worth a key. */
const MAX_VARIABLES_CHARS = 2_000;

/**
 * Answers the team pages' read-only queries (cached-operations.ts) from memory while nothing
 * they read has changed (docs/performance.md, "Response cache"). It replaces execution only:
 * the session or token was checked on this request as on every other, and so were CSRF, the
 * persisted-operation rule, the limits and the request budget. On every request the cache may
 * answer, one statement reads the viewer's teams, roles and the teams' data versions; the key
 * holds them with the operation, its variables and the viewer, so a write (which bumps a
 * version in its own transaction), a role change or a removal makes a new key. An answer is
 * stored under the versions read before it executed: a write during execution bumped them, so
 * that entry is never asked for again. Only answers without errors are kept.
 */
export function useResponseCache(config: Config, persisted: PersistedOperations): Plugin<Context> {
  if (config.RESPONSE_CACHE_MB <= 0) return {};
  const operations = cachedOperationsByText(persisted.entries());
  const cache = new SizedLru(config.RESPONSE_CACHE_MB * 1024 * 1024, IDLE_MS);
  return {
    // Not async: every other operation goes on without waiting a tick.
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as Context & Partial<YogaInitialContext>;
      const operation = operations.get(context.params?.query ?? '');
      const userId = context.viewer?.userId;
      if (!operation || !userId) return;
      const variables = context.params?.variables ?? {};
      const teamId = teamOf(variables[operation.teamVariable]);
      const variablesJson = JSON.stringify(variables);
      if (!teamId || variablesJson.length > MAX_VARIABLES_CHARS) return;
      return lookUp(
        userId,
        teamId,
        [operation.id, userId, variablesJson],
        setResultAndStopExecution,
      );
    },
    onDispose: () => cache.close(),
  };

  async function lookUp(
    userId: string,
    teamId: string,
    request: string[],
    setResultAndStopExecution: (result: ExecutionResult) => void,
  ): Promise<OnExecuteResult> {
    const teams = await viewerTeamVersions(userId);
    // Only the viewer's own teams: what a key holds is theirs to see.
    if (!teams.some((team) => team.teamId === teamId)) return;
    const key = [
      ...request,
      teams.map((team) => `${team.teamId}:${team.role}:${team.version}`).join(','),
    ].join('\n');
    const stored = cache.get(key);
    if (stored !== undefined) {
      setResultAndStopExecution(storedResult(stored));
      return;
    }
    return {
      onExecuteDone({ result, setResult }) {
        if (isAsyncIterable(result) || result.errors?.length) return;
        setResult({
          ...result,
          // What is sent is what is kept: serialised once, and only without errors.
          stringify: (sent: ExecutionResult) => {
            const text = JSON.stringify(sent);
            if (!sent.errors?.length && sent.data) cache.set(key, text);
            return text;
          },
        } as ExecutionResult);
      },
    };
  }
}

function teamOf(globalId: unknown): string | null {
  if (typeof globalId !== 'string') return null;
  try {
    const { typename, id } = decodeGlobalID(globalId);
    return typename === 'Team' ? id : null;
  } catch {
    return null;
  }
}

/** A stored answer, sent as it was stored (its data parsed only if a plugin reads it). */
function storedResult(text: string): ExecutionResult {
  let data: ExecutionResult['data'];
  return {
    get data() {
      data ??= (JSON.parse(text) as ExecutionResult).data;
      return data;
    },
    stringify: () => text,
  } as ExecutionResult;
}
