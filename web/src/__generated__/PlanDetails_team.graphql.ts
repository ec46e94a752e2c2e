/**
 * @generated SignedSource<<f451cc5124ae589213d6455845af17f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BillingInterval = "DAY" | "MONTH" | "WEEK" | "YEAR" | "%future added value";
export type Plan = "FREE" | "PRO" | "TEAM" | "%future added value";
export type SubscriptionStatus = "ACTIVE" | "INACTIVE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PlanDetails_team$data = {
  readonly id: string;
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
  readonly " $fragmentType": "PlanDetails_team";
};
export type PlanDetails_team$key = {
  readonly " $data"?: PlanDetails_team$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanDetails_team">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "plan",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanDetails_team",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
        (v0/*:: as any*/),
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
  "type": "Team",
  "abstractKey": null
};
})();

(node as any).hash = "f2674e6d724cbfc696d8553def3e0fb1";

export default node;
