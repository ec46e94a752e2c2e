/**
 * @generated SignedSource<<6e3a65dddef98494651330d0047851c1>>
 * @relayHash 0cff136575c5c5cd85aec55c3269e2c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51c6d4be0ae599b4805f55e32ca2929142f388d9643162eb1f54bf47af7b79d8

import type { ConcreteRequest } from 'relay-runtime';
export type TeamRole = "ADMIN" | "EDITOR" | "OWNER" | "VIEWER" | "%future added value";
export type LiveTeamEventsRoleQuery$variables = {
  teamId: string;
};
export type LiveTeamEventsRoleQuery$data = {
  readonly node: {
    readonly id?: string;
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
              (v3/*:: as any*/)
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
    "id": "51c6d4be0ae599b4805f55e32ca2929142f388d9643162eb1f54bf47af7b79d8",
    "metadata": {},
    "name": "LiveTeamEventsRoleQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "668e921005da7f6dd159e26984260028";

export default node;
