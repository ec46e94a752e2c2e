/**
 * @generated SignedSource<<1ee7a91c16c5e7343a111ab6e725bb25>>
 * @relayHash 5270858f7bc2724eb88c71fd80db9d1d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4a6fd3fbd2d673ad793107beb2dc292cc0a4ca8fcfdffb7f8b339b74bca0c484

import type { ConcreteRequest } from 'relay-runtime';
export type viewerStatusQuery$variables = Record<PropertyKey, never>;
export type viewerStatusQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
};
export type viewerStatusQuery = {
  response: viewerStatusQuery$data;
  variables: viewerStatusQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
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
    "name": "viewerStatusQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "viewerStatusQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "4a6fd3fbd2d673ad793107beb2dc292cc0a4ca8fcfdffb7f8b339b74bca0c484",
    "metadata": {},
    "name": "viewerStatusQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5e268d7a9b6a6a3c23db2e2fb3863f32";

export default node;
