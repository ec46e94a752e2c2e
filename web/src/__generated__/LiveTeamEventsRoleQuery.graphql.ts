/**
 * @generated SignedSource<<492d7ef0971748cff4c7c25724c8612a>>
 * @relayHash b47e60de9c78e15522bc383728cf8b5d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4228da549aadae3677ad6db91a8e43f339d63dec0372bd09e7dda8bc278ed2a7

import type { ConcreteRequest } from 'relay-runtime';
export type TeamRole = "ADMIN" | "EDITOR" | "OWNER" | "VIEWER" | "%future added value";
export type LiveTeamEventsRoleQuery$variables = {
  teamId: string;
};
export type LiveTeamEventsRoleQuery$data = {
  readonly node: {
    readonly id?: string;
    readonly viewerMayComment?: boolean;
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
  "name": "viewerMayComment",
  "storageKey": null
},
v5 = {
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
              (v4/*:: as any*/),
              (v5/*:: as any*/)
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
              (v4/*:: as any*/),
              (v5/*:: as any*/)
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
    "id": "4228da549aadae3677ad6db91a8e43f339d63dec0372bd09e7dda8bc278ed2a7",
    "metadata": {},
    "name": "LiveTeamEventsRoleQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "393ad9c07e3a86f3b3ee2e6668cd9d38";

export default node;
