/**
 * @generated SignedSource<<83a803061b6a7b5e1fc1f655b76bd124>>
 * @relayHash d67370fbdbcabcbf789e7b902f56893f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2ee5ef99bce6276fa9a7c3570243e115c9487b00260b8b8e80097207dab93b9f

import type { ConcreteRequest } from 'relay-runtime';
export type BillingInterval = "DAY" | "MONTH" | "WEEK" | "YEAR" | "%future added value";
export type Plan = "FREE" | "PRO" | "TEAM" | "%future added value";
export type SubscriptionStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type TeamRole = "ADMIN" | "EDITOR" | "OWNER" | "VIEWER" | "%future added value";
export type TeamType = "PERSONAL" | "TEAM" | "%future added value";
export type BillingSectionTeamQuery$variables = {
  teamId: string;
};
export type BillingSectionTeamQuery$data = {
  readonly node: {
    readonly team: {
      readonly id: string;
      readonly name: string;
      readonly plan: Plan;
      readonly subscription: {
        readonly billedThroughStripe: boolean;
        readonly cancelAtPeriodEnd: boolean;
        readonly currentPeriodEnd: any | null | undefined;
        readonly grantedByAdmin: boolean;
        readonly interval: BillingInterval | null | undefined;
        readonly plan: Plan;
        readonly seats: number;
        readonly status: SubscriptionStatus;
      } | null | undefined;
      readonly swipeAllowance: {
        readonly count: number;
        readonly limit: number | null | undefined;
        readonly remaining: number | null | undefined;
      };
      readonly type: TeamType;
      readonly viewerRole: TeamRole | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type BillingSectionTeamQuery = {
  response: BillingSectionTeamQuery$data;
  variables: BillingSectionTeamQuery$variables;
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
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerRole",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "plan",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "SwipeAllowance",
  "kind": "LinkedField",
  "name": "swipeAllowance",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "limit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "remaining",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "TeamSubscription",
  "kind": "LinkedField",
  "name": "subscription",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "seats",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "interval",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentPeriodEnd",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cancelAtPeriodEnd",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billedThroughStripe",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "grantedByAdmin",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BillingSectionTeamQuery",
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
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                (v5/*:: as any*/),
                (v6/*:: as any*/),
                (v7/*:: as any*/),
                (v8/*:: as any*/)
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
    "name": "BillingSectionTeamQuery",
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
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/)
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
    "id": "2ee5ef99bce6276fa9a7c3570243e115c9487b00260b8b8e80097207dab93b9f",
    "metadata": {},
    "name": "BillingSectionTeamQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b21e21f37a31e4c4e41f484b6439848e";

export default node;
