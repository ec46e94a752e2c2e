import {
  Environment,
  type FetchFunction,
  type GraphQLResponse,
  Network,
  RecordSource,
  Store,
  type UploadableMap,
} from 'relay-runtime';
import { runOperation } from '../shared/graphql';

const fetchGraphQL: FetchFunction = async (params, variables, _cacheConfig, uploadables) =>
  (await runOperation(params, variables, {
    uploadables: uploadables as UploadableMap | null | undefined,
  })) as GraphQLResponse;

/** A Relay environment for an extension page, signed in with the extension's token. */
export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL),
    store: new Store(new RecordSource()),
  });
}
