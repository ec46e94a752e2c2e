import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';

/**
 * @prisma/adapter-pg runs a migration script by splitting it at every `;`, which cuts a
 * function's dollar-quoted body apart (the swipe_counters migration's triggers) and a comment
 * with a `;` in it (the rest of the comment became SQL: "syntax error at or near …"). Such a
 * script is sent whole instead: one simple-protocol query, which PostgreSQL runs as one
 * transaction. Other scripts keep the adapter's own way.
 */
const COMMENT_WITH_SEMICOLON = /--[^\n]*;/;

function needsWholeScript(script: string) {
  return script.includes('$$') || COMMENT_WITH_SEMICOLON.test(script);
}

export function wholeScripts(
  factory: SqlMigrationAwareDriverAdapterFactory,
): SqlMigrationAwareDriverAdapterFactory {
  const wrap = (adapter: SqlDriverAdapter): SqlDriverAdapter => {
    const split = adapter.executeScript.bind(adapter);
    adapter.executeScript = async (script) => {
      if (!needsWholeScript(script)) return split(script);
      await adapter.executeRaw({ sql: script, args: [], argTypes: [] });
    };
    return adapter;
  };
  return Object.assign(Object.create(factory), {
    connect: async () => wrap(await factory.connect()),
    connectToShadowDb: async () => wrap(await factory.connectToShadowDb()),
  });
}
