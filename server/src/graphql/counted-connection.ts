import type { CountedConnection } from './connections.js';

/**
 * The options of a connection type whose resolver returns a CountedConnection: adds its
 * `totalCount` (docs/graphql.md, "Pagination").
 */
export const countedConnection = {
  // biome-ignore lint/suspicious/noExplicitAny: Pothos types this builder per connection
  fields: (t: any) => ({
    totalCount: t.int({
      description: 'How many items the whole list holds (all pages).',
      resolve: (connection: CountedConnection<unknown>) => connection.totalCount(),
    }),
  }),
};
