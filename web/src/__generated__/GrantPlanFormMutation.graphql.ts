/**
 * @generated SignedSource<<9e50776f476416575ea49212326295c7>>
 * @relayHash 04f563a0b238a18a3e07ef0d98cc91b7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4ac5c67fe33b61d4b6d88e7cbbab205c0a960419744ccfdb43e4a44a365fe9ad

import type { ConcreteRequest } from 'relay-runtime';
export type BillingInterval = "DAY" | "MONTH" | "WEEK" | "YEAR" | "%future added value";
export type Plan = "FREE" | "PRO" | "TEAM" | "%future added value";
export type SubscriptionStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type GrantTeamPlanInput = {
  plan: Plan;
  teamId: string;
};
export type GrantPlanFormMutation$variables = {
  input: GrantTeamPlanInput;
};
export type GrantPlanFormMutation$data = {
  readonly grantTeamPlan: {
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly field?: string;
      readonly message?: string;
    }>;
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
    } | null | undefined;
  };
};
export type GrantPlanFormMutation = {
  response: GrantPlanFormMutation$data;
  variables: GrantPlanFormMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "plan",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "GrantTeamPlanPayload",
    "kind": "LinkedField",
    "name": "grantTeamPlan",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Team",
        "kind": "LinkedField",
        "name": "team",
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
          },
          (v1/*:: as any*/),
          {
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
          {
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
              (v1/*:: as any*/),
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
                "storageKey": null
              }
            ],
            "type": "Error",
            "abstractKey": "__isError"
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              }
            ],
            "type": "FieldError",
            "abstractKey": null
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "GrantPlanFormMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GrantPlanFormMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "4ac5c67fe33b61d4b6d88e7cbbab205c0a960419744ccfdb43e4a44a365fe9ad",
    "metadata": {},
    "name": "GrantPlanFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2562ecd7f506ebd14a69b86f8c474fdb";

export default node;
