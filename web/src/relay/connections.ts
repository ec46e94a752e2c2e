import type { RecordProxy, RecordSourceProxy } from 'relay-runtime';
import { ConnectionHandler } from 'relay-runtime';

/** A `@connection` of a record in the store (null until a list of it was fetched). */
export function connectionOf(
  store: RecordSourceProxy,
  parentId: string,
  key: string,
  filters?: Record<string, unknown>,
): RecordProxy | null {
  const parent = store.get(parentId);
  return parent ? (ConnectionHandler.getConnection(parent, key, filters) ?? null) : null;
}

function holds(connection: RecordProxy, nodeId: string): boolean {
  return (connection.getLinkedRecords('edges') ?? []).some(
    (edge) => edge?.getLinkedRecord('node')?.getDataID() === nodeId,
  );
}

/** Moves a connection's `totalCount` by `delta` (never below 0). */
export function addToTotalCount(connection: RecordProxy | null, delta: number): void {
  const count = connection?.getValue('totalCount');
  if (connection && typeof count === 'number') {
    connection.setValue(Math.max(0, count + delta), 'totalCount');
  }
}

/**
 * Takes a node off a connection and lowers its `totalCount`, once: a live event and a
 * mutation's answer may both report the same removal, and only the first one counts.
 * Answers whether the node was there.
 */
export function removeFromConnection(connection: RecordProxy | null, nodeId: string): boolean {
  if (!connection || !holds(connection, nodeId)) return false;
  ConnectionHandler.deleteNode(connection, nodeId);
  addToTotalCount(connection, -1);
  return true;
}

/**
 * Puts a node into a connection (first, or last) and raises its `totalCount`, once (see
 * removeFromConnection). Last only when the whole list is loaded: otherwise the node shows up
 * on the page "Show more" fetches, and only the count changes now.
 */
export function insertIntoConnection(
  store: RecordSourceProxy,
  connection: RecordProxy | null,
  node: RecordProxy,
  edgeType: string,
  where: 'first' | 'last',
): boolean {
  if (!connection || holds(connection, node.getDataID())) return false;
  addToTotalCount(connection, 1);
  if (where === 'last' && connection.getLinkedRecord('pageInfo')?.getValue('hasNextPage')) {
    return true;
  }
  const edge = ConnectionHandler.createEdge(store, connection, node, edgeType);
  if (where === 'first') ConnectionHandler.insertEdgeBefore(connection, edge);
  else ConnectionHandler.insertEdgeAfter(connection, edge);
  return true;
}

/**
 * Forgets a deleted node that lists and records hold: off every connection of
 * `connectionType` (with its count, once), out of `field` of every `holderType` record that
 * links it, and its own record gone. Lists are found by type among `recordIds` (the store's):
 * a node may sit in many of them (one per filter, search or page).
 */
export function forgetEverywhere(
  store: RecordSourceProxy,
  recordIds: readonly string[],
  nodeId: string,
  where: { connectionType: string; holderType: string; field: string },
): void {
  for (const id of recordIds) {
    const record = store.get(id);
    const type = record?.getType();
    if (record && type === where.connectionType) removeFromConnection(record, nodeId);
    if (record && type === where.holderType) {
      const linked = record.getLinkedRecords(where.field);
      if (linked?.some((node) => node?.getDataID() === nodeId)) {
        record.setLinkedRecords(
          linked.filter((node) => node && node.getDataID() !== nodeId),
          where.field,
        );
      }
    }
  }
  store.delete(nodeId);
}
