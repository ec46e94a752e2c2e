/**
 * @generated SignedSource<<de9251e3612d7f2a58f53adb4edf66e5>>
 * @relayHash a6da27edbfacfd9c9db88059d3fba825
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e2a06551ada1d540f664f0da468682499971671d55e29e564cb47211b7b7efa1

import type { ConcreteRequest } from 'relay-runtime';
export type DiscoverNavBadgeQuery$variables = {
  teamId: string;
};
export type DiscoverNavBadgeQuery$data = {
  readonly node: {
    readonly team: {
      readonly discoverNewCount: number;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type DiscoverNavBadgeQuery = {
  response: DiscoverNavBadgeQuery$data;
  variables: DiscoverNavBadgeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "teamId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "teamId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "discoverNewCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DiscoverNavBadgeQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v2/*:: as any*/),
                (v3/*:: as any*/)
              ],
              "type": "Team",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "team"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DiscoverNavBadgeQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/)
            ],
            "type": "Team",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e2a06551ada1d540f664f0da468682499971671d55e29e564cb47211b7b7efa1",
    "metadata": {},
    "name": "DiscoverNavBadgeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "610a4ac9acb2a03ebf6c4249746ea8ce";

export default node;
