/**
 * @generated SignedSource<<ed056f7b3b7859626f9431de62a45d0c>>
 * @relayHash 25af0dd85103133443260930c9e751d8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df66f3b6352b1f882fa83b22b2a8a20b9e5fd79f8294df3aa49e5f3d15e3c49b

import type { ConcreteRequest } from 'relay-runtime';
export type useMarkDiscoverSeenMutation$variables = Record<PropertyKey, never>;
export type useMarkDiscoverSeenMutation$data = {
  readonly markDiscoverSeen: boolean;
};
export type useMarkDiscoverSeenMutation = {
  response: useMarkDiscoverSeenMutation$data;
  variables: useMarkDiscoverSeenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "markDiscoverSeen",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkDiscoverSeenMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useMarkDiscoverSeenMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "df66f3b6352b1f882fa83b22b2a8a20b9e5fd79f8294df3aa49e5f3d15e3c49b",
    "metadata": {},
    "name": "useMarkDiscoverSeenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "679a208fd90ed055f85ba34f62c67880";

export default node;
