/**
 * @generated SignedSource<<aed8b4b92f55c251c95a8cc179f13cc1>>
 * @relayHash 49d7b84c426a4185f7036900babc26db
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 80936ce017f4ea0057b130877b95f48bd626ccb4c85d48b6acefe9edcfadacf1

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminAuditTableQuery$variables = {
  actor?: string | null | undefined;
  since?: any | null | undefined;
  type?: string | null | undefined;
  until?: any | null | undefined;
  user?: string | null | undefined;
};
export type AdminAuditTableQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AdminAuditTable_query">;
};
export type AdminAuditTableQuery = {
  response: AdminAuditTableQuery$data;
  variables: AdminAuditTableQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "actor"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "since"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "until"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "user"
},
v5 = {
  "kind": "Variable",
  "name": "actor",
  "variableName": "actor"
},
v6 = {
  "kind": "Variable",
  "name": "since",
  "variableName": "since"
},
v7 = {
  "kind": "Variable",
  "name": "type",
  "variableName": "type"
},
v8 = {
  "kind": "Variable",
  "name": "until",
  "variableName": "until"
},
v9 = {
  "kind": "Variable",
  "name": "user",
  "variableName": "user"
},
v10 = [
  (v5/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  },
  (v6/*:: as any*/),
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminAuditTableQuery",
    "selections": [
      {
        "args": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "AdminAuditTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminAuditTableQuery",
    "selections": [
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "concreteType": "QueryAdminAuditEventsConnection",
        "kind": "LinkedField",
        "name": "adminAuditEvents",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryAdminAuditEventsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AuditEvent",
                "kind": "LinkedField",
                "name": "node",
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
                    "name": "type",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ip",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userEmail",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "actorEmail",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "details",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "filters": [
          "type",
          "user",
          "actor",
          "since",
          "until"
        ],
        "handle": "connection",
        "key": "AdminAuditTable_adminAuditEvents",
        "kind": "LinkedHandle",
        "name": "adminAuditEvents"
      }
    ]
  },
  "params": {
    "id": "80936ce017f4ea0057b130877b95f48bd626ccb4c85d48b6acefe9edcfadacf1",
    "metadata": {},
    "name": "AdminAuditTableQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6a0e9aa17075eba1a0d05d612133f3cf";

export default node;
