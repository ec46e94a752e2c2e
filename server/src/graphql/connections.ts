import { badCursor, badUserInput } from './errors.js';

// Relay connections (https://relay.dev/graphql/connections.htm) with both directions:
// `first`/`after` pages forward, `last`/`before` backward. Page sizes are 0–100; a cursor the
// connection did not issue is a BAD_CURSOR error. docs/graphql.md, "Pagination".

export const MAX_PAGE_SIZE = 100;

export interface ConnectionArgs {
  first?: number | null | undefined;
  last?: number | null | undefined;
  after?: string | null | undefined;
  before?: string | null | undefined;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

/** The direction and size of the page asked for (BAD_USER_INPUT outside the bounds). */
export function pageRequest(args: ConnectionArgs, defaultSize: number) {
  for (const name of ['first', 'last'] as const) {
    const value = args[name];
    if (value != null && (value < 0 || value > MAX_PAGE_SIZE)) {
      throw badUserInput(`"${name}" must be between 0 and ${MAX_PAGE_SIZE}.`);
    }
  }
  if (args.first != null && args.last != null) {
    throw badUserInput('Give "first" (paging forward) or "last" (paging backward), not both.');
  }
  return args.last != null
    ? { backward: true, size: args.last }
    : { backward: false, size: args.first ?? defaultSize };
}

/**
 * A list whose items are costly (each with a list of its own) pages at most `max` items: the
 * args as the client sent them (0–100 like every connection, else BAD_USER_INPUT), with a larger
 * `first` or `last` cut to `max`.
 */
export function cappedPage<A extends ConnectionArgs>(args: A, max: number): A {
  pageRequest(args, max);
  const cut = (size: number | null | undefined) => (size == null ? size : Math.min(size, max));
  return { ...args, first: cut(args.first), last: cut(args.last) };
}

/** A cursor codec: `prefix:value` in base64url; anything it did not encode is refused. */
export function cursorCodec<K>(
  prefix: string,
  parse: (value: string) => K | null,
  format: (key: K) => string = String,
) {
  const encode = (key: K) => Buffer.from(`${prefix}:${format(key)}`).toString('base64url');
  return {
    encode,
    /** The key, null when the cursor is not one of this codec's. */
    tryDecode(cursor: string): K | null {
      const text = Buffer.from(cursor, 'base64url').toString();
      if (!text.startsWith(`${prefix}:`)) return null;
      const key = parse(text.slice(prefix.length + 1));
      return key !== null && encode(key) === cursor ? key : null;
    },
    decode(cursor: string): K {
      const key = this.tryDecode(cursor);
      if (key === null) throw badCursor(cursor);
      return key;
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const idCursor = cursorCodec('id', (value) => (UUID.test(value) ? value : null));
export const offsetCursor = cursorCodec('offset', (value) =>
  /^(0|[1-9]\d{0,8})$/.test(value) ? Number(value) : null,
);

export interface KeysetSource<T, K> {
  key(row: T): K;
  encode(key: K): string;
  decode(cursor: string): K;
  /**
   * At most `limit` rows strictly between `after` and `before` (either may be null), in the
   * connection's order, or in reverse order when `backward`.
   */
  rows(range: {
    after: K | null;
    before: K | null;
    backward: boolean;
    limit: number;
  }): Promise<T[]>;
  /** Whether a row exists at or before `key` in the connection's order ('prior'), or at or after it ('following'). */
  exists(key: K, side: 'prior' | 'following'): Promise<boolean>;
}

/** A connection paged by a key (keyset pagination): stable while rows are added or removed. */
export async function keysetConnection<T, K>(
  args: ConnectionArgs,
  defaultSize: number,
  source: KeysetSource<T, K>,
): Promise<Connection<T>> {
  const { backward, size } = pageRequest(args, defaultSize);
  const after = args.after != null ? source.decode(args.after) : null;
  const before = args.before != null ? source.decode(args.before) : null;
  const found = await source.rows({ after, before, backward, limit: size + 1 });
  const more = found.length > size;
  const page = found.slice(0, size);
  if (backward) page.reverse();
  const priorToAfter = () => (after !== null ? source.exists(after, 'prior') : false);
  const followingBefore = () => (before !== null ? source.exists(before, 'following') : false);
  const [hasPreviousPage, hasNextPage] = backward
    ? [more || (await priorToAfter()), await followingBefore()]
    : [await priorToAfter(), more || (await followingBefore())];
  const edges = page.map((node) => ({ cursor: source.encode(source.key(node)), node }));
  return connectionOf(edges, hasNextPage, hasPreviousPage);
}

export interface OffsetSource<T> {
  /** The cursor of the item at a position (0 = first). */
  encode(position: number): string;
  decode(cursor: string): number;
  /** At most `limit` items from `offset` on. */
  rows(offset: number, limit: number): Promise<T[]>;
  /** How many items there are (asked only for `last` without `before`). */
  total(): Promise<number>;
}

/** A connection paged by position (a ranked or otherwise unkeyed list). */
export async function offsetConnection<T>(
  args: ConnectionArgs,
  defaultSize: number,
  source: OffsetSource<T>,
): Promise<Connection<T>> {
  const { backward, size } = pageRequest(args, defaultSize);
  const start = args.after != null ? source.decode(args.after) + 1 : 0;
  let end = args.before != null ? Math.max(source.decode(args.before), start) : null;
  let from: number;
  let page: T[];
  let hasNextPage: boolean;
  let hasPreviousPage: boolean;
  if (!backward) {
    from = start;
    // One item more than the page: it tells whether more follow (within `before`, or beyond it).
    const limit = end === null ? size + 1 : Math.min(size, end - start) + 1;
    const rows = await source.rows(from, limit);
    const inRange = end === null ? rows : rows.slice(0, end - start);
    page = inRange.slice(0, size);
    hasNextPage = inRange.length > size || (end !== null && rows.length > end - start);
    hasPreviousPage = start > 0;
  } else {
    end ??= Math.max(await source.total(), start);
    from = Math.max(start, end - size);
    const rows = await source.rows(from, end - from + 1);
    page = rows.slice(0, end - from);
    hasPreviousPage = from > 0;
    hasNextPage = args.before != null && rows.length > end - from;
  }
  const edges = page.map((node, index) => ({ cursor: source.encode(from + index), node }));
  return connectionOf(edges, hasNextPage, hasPreviousPage);
}

function connectionOf<T>(
  edges: { cursor: string; node: T }[],
  hasNextPage: boolean,
  hasPreviousPage: boolean,
): Connection<T> {
  return {
    edges,
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

const ROW_ID = /^[\w-]{1,64}$/;

/** A place in a list ordered by one field, ties broken by id. */
export interface OrderKey {
  value: string | Date;
  id: string;
}

export interface OrderedListSource<T> {
  /** Names the list's cursors: a cursor of another list is refused. */
  prefix: string;
  /** The field the list is ordered by, and how. */
  field: string;
  direction: 'asc' | 'desc';
  type: 'string' | 'date';
  /** Which rows the whole list holds. */
  where: object;
  findMany(args: { where: object; orderBy: object[]; take: number }): Promise<T[]>;
  count(args: { where: object; take?: number }): Promise<number>;
}

export interface CountedConnection<T> extends Connection<T> {
  /** How many items the whole list holds: counted only when asked for. */
  totalCount(): Promise<number>;
}

/**
 * A connection over a list ordered by one field and then id, paged by that pair (keyset), with
 * its total count. Suits the lists of a team or a user (tags, members, sessions…).
 */
export function orderedConnection<T extends { id: string }>(
  args: ConnectionArgs,
  defaultSize: number,
  source: OrderedListSource<T>,
): Promise<CountedConnection<T>> {
  const codec = cursorCodec<OrderKey>(
    source.prefix,
    (text) => {
      const bar = text.indexOf('|');
      const id = text.slice(0, bar);
      if (!ROW_ID.test(id)) return null;
      const raw = text.slice(bar + 1);
      if (source.type === 'string') return { value: raw, id };
      const date = new Date(raw);
      return Number.isNaN(date.getTime()) ? null : { value: date, id };
    },
    (key) => `${key.id}|${key.value instanceof Date ? key.value.toISOString() : key.value}`,
  );
  const { field, direction, where } = source;
  const later = direction === 'asc' ? 'gt' : 'lt';
  const earlier = direction === 'asc' ? 'lt' : 'gt';
  const beyond = (key: OrderKey, side: 'gt' | 'lt') => ({
    OR: [{ [field]: { [side]: key.value } }, { [field]: key.value, id: { [side]: key.id } }],
  });
  const atOrBeyond = (key: OrderKey, side: 'gt' | 'lt') => ({
    OR: [beyond(key, side), { id: key.id }],
  });
  const flip = (dir: 'asc' | 'desc') => (dir === 'asc' ? 'desc' : 'asc');
  return keysetConnection(args, defaultSize, {
    key: (row: T) => ({
      value: (row as Record<string, unknown>)[field] as string | Date,
      id: row.id,
    }),
    encode: codec.encode,
    decode: (cursor) => codec.decode(cursor),
    rows: ({ after, before, backward, limit }) => {
      const dir = backward ? flip(direction) : direction;
      return source.findMany({
        where: {
          AND: [where, after ? beyond(after, later) : {}, before ? beyond(before, earlier) : {}],
        },
        orderBy: [{ [field]: dir }, { id: dir }],
        take: limit,
      });
    },
    exists: async (key, side) =>
      (await source.count({
        where: { AND: [where, atOrBeyond(key, side === 'prior' ? earlier : later)] },
        take: 1,
      })) > 0,
  }).then((connection) => {
    // A page with nothing before or after it holds the whole list: it counts itself, with no
    // statement (a team's tags and collections on the swipes page, 100 at a time).
    const whole =
      args.after == null &&
      args.before == null &&
      !connection.pageInfo.hasNextPage &&
      !connection.pageInfo.hasPreviousPage;
    const size = connection.edges.length;
    return {
      ...connection,
      totalCount: whole ? async () => size : () => source.count({ where }),
    };
  });
}
