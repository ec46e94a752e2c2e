/** The items of a fetched connection page, in order. */
export function nodesOf<T>(connection: { readonly edges: readonly { readonly node: T }[] }): T[] {
  return connection.edges.map((edge) => edge.node);
}
