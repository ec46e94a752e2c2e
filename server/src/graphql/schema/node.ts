import { decodeGlobalID, resolveNodes } from '@pothos/plugin-relay';
import { GraphQLError, type GraphQLSchema, isObjectType } from 'graphql';
import { builder } from '../builder.js';
import { badUserInput } from '../errors.js';

// `node` and `nodes` (Relay's object identification). Each loader adds the visibility filter,
// so an id the viewer may not see answers null like a missing one; a malformed id, or one of a
// type that is no Node, is a BAD_USER_INPUT error (in `nodes`: null at its index, with an error
// whose path points there, the other ids still answered).

const MAX_NODES = 100;

const NodeRef = builder.nodeInterfaceRef();

function parseNodeId(schema: GraphQLSchema, id: string) {
  const invalid = () => badUserInput(`Invalid global ID: ${id}`);
  let parsed: { typename: string; id: string };
  try {
    parsed = decodeGlobalID(id);
  } catch {
    return invalid();
  }
  const type = schema.getType(parsed.typename);
  const isNode =
    isObjectType(type) && type.getInterfaces().some((implemented) => implemented.name === 'Node');
  return isNode ? parsed : invalid();
}

builder.queryFields((t) => ({
  node: t.field({
    type: NodeRef,
    nullable: true,
    description: 'The object with this global id, or null when it is missing or hidden.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context, info) => {
      const parsed = parseNodeId(info.schema, String(id));
      if (parsed instanceof GraphQLError) throw parsed;
      const [node] = await resolveNodes(builder, context, info, [parsed]);
      return node as never;
    },
  }),
  nodes: t.field({
    type: [NodeRef],
    nullable: { list: false, items: true },
    description: `The objects with these global ids (at most ${MAX_NODES}), in order; null for each missing or hidden one, and null with an error for each malformed one.`,
    args: { ids: t.arg.idList({ required: true }) },
    resolve: async (_root, { ids }, context, info) => {
      if (ids.length > MAX_NODES) {
        throw badUserInput(`"ids" takes at most ${MAX_NODES} ids; ${ids.length} were given.`);
      }
      const parsed = ids.map((id) => parseNodeId(info.schema, String(id)));
      const valid = parsed.filter(
        (entry): entry is { typename: string; id: string } => !(entry instanceof GraphQLError),
      );
      const loaded = await resolveNodes(builder, context, info, valid);
      let next = 0;
      // graphql-js turns an Error in a list into null at that index plus an error with its path.
      return parsed.map((entry) =>
        entry instanceof GraphQLError ? entry : loaded[next++],
      ) as never;
    },
  }),
}));
