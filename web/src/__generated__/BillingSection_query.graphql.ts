/**
 * @generated SignedSource<<43915e71186aaee794eb348aee1568f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Plan = "FREE" | "PRO" | "TEAM" | "%future added value";
export type TeamRole = "ADMIN" | "EDITOR" | "OWNER" | "VIEWER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BillingSection_query$data = {
  readonly billing: {
    readonly paymentsConfigured: boolean;
    readonly paymentsSetupHelp: string | null | undefined;
  };
  readonly teams: ReadonlyArray<{
    readonly team: {
      readonly id: string;
      readonly name: string;
      readonly plan: Plan;
      readonly subscription: {
        readonly billedThroughStripe: boolean;
      } | null | undefined;
      readonly viewerRole: TeamRole | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"PlanDetails_team">;
    } | null | undefined;
  } | null | undefined>;
  readonly " $fragmentType": "BillingSection_query";
};
export type BillingSection_query$key = {
  readonly " $data"?: BillingSection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillingSection_query">;
};

import BillingSectionRefetchQuery_graphql from './BillingSectionRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "teamIds"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": BillingSectionRefetchQuery_graphql
    }
  },
  "name": "BillingSection_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Billing",
      "kind": "LinkedField",
      "name": "billing",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paymentsConfigured",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paymentsSetupHelp",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "teams",
      "args": [
        {
          "kind": "Variable",
          "name": "ids",
          "variableName": "teamIds"
        }
      ],
      "concreteType": null,
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
        {
          "fragment": {
            "kind": "InlineFragment",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerRole",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "plan",
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
                    "name": "billedThroughStripe",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PlanDetails_team"
              }
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
};

(node as any).hash = "7ef814eabb0db41d17cbc57a5387e9be";

export default node;
