/**
 * @generated SignedSource<<7dbfacc59114b69a8e5c9c8a318f6153>>
 * @relayHash 5a70f98c071ca2969beeccaa4b5daabb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a815012a8451e72b605dd3dcfaef1d8025fc8c6f69b8cffdafed5fca0ebf231c

import type { ConcreteRequest } from 'relay-runtime';
export type Plan = "FREE" | "PRO" | "TEAM" | "%future added value";
export type saveVideoPlanQuery$variables = {
  teamId: string;
};
export type saveVideoPlanQuery$data = {
  readonly team: {
    readonly plan?: Plan;
  } | null | undefined;
};
export type saveVideoPlanQuery = {
  response: saveVideoPlanQuery$data;
  variables: saveVideoPlanQuery$variables;
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
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "plan",
      "storageKey": null
    }
  ],
  "type": "Team",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "saveVideoPlanQuery",
    "selections": [
      {
        "alias": "team",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "saveVideoPlanQuery",
    "selections": [
      {
        "alias": "team",
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
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a815012a8451e72b605dd3dcfaef1d8025fc8c6f69b8cffdafed5fca0ebf231c",
    "metadata": {},
    "name": "saveVideoPlanQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "20041dbd1a7de10c786fd3f18d273bc2";

export default node;
