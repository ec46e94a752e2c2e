/**
 * @generated SignedSource<<42001edc84d1367678726a3ee0af00a4>>
 * @relayHash 36a7fc35a013e3dc599e0a47bb4e30b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 95fa501ff4000c20d2e6b8eb3024c095f55606c1739ea4f9479facfe14a3a4d2

import type { ConcreteRequest } from 'relay-runtime';
export type useMarkDiscoverSeenMutation$variables = Record<PropertyKey, never>;
export type useMarkDiscoverSeenMutation$data = {
  readonly markDiscoverSeen: {
    readonly viewer: {
      readonly id: string;
    } | null | undefined;
  };
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
    "concreteType": "MarkDiscoverSeenPayload",
    "kind": "LinkedField",
    "name": "markDiscoverSeen",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
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
    "id": "95fa501ff4000c20d2e6b8eb3024c095f55606c1739ea4f9479facfe14a3a4d2",
    "metadata": {},
    "name": "useMarkDiscoverSeenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fcf8386f3e5c7822833c6ab6cd726681";

export default node;
