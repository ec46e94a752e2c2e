/**
 * @generated SignedSource<<a5f5b96e88983ccabb4bf24b0f43b1b5>>
 * @relayHash 84c20ee48ebc4cd8eea4b1fffc1e946c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4934c97091a248749ed654a9d1af6931d8b86a6d909ff0fe791c0ff8f322424a

import type { ConcreteRequest } from 'relay-runtime';
export type TeamRole = "ADMIN" | "EDITOR" | "OWNER" | "VIEWER" | "%future added value";
export type LiveTeamEventsRoleQuery$variables = {
  teamId: string;
};
export type LiveTeamEventsRoleQuery$data = {
  readonly node: {
    readonly id?: string;
    readonly viewerMayModerateComments?: boolean;
    readonly viewerRole?: TeamRole | null | undefined;
  } | null | undefined;
};
export type LiveTeamEventsRoleQuery = {
  response: LiveTeamEventsRoleQuery$data;
  variables: LiveTeamEventsRoleQuery$variables;
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
  "name": "viewerRole",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerMayModerateComments",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveTeamEventsRoleQuery",
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
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "type": "Team",
            "abstractKey": null
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
    "name": "LiveTeamEventsRoleQuery",
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
              (v3/*:: as any*/),
              (v4/*:: as any*/)
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
    "id": "4934c97091a248749ed654a9d1af6931d8b86a6d909ff0fe791c0ff8f322424a",
    "metadata": {},
    "name": "LiveTeamEventsRoleQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5c26766c6a5b2f56fabac2f43e04a363";

export default node;
