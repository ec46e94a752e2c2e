/**
 * @generated SignedSource<<d6ac0db5dd96d25ce65fc1d4931ba489>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Plan = "FREE" | "PRO" | "TEAM" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AiRemixSection_query$data = {
  readonly teams: ReadonlyArray<{
    readonly team: {
      readonly aiUsage: {
        readonly quota: number;
      };
      readonly name: string;
      readonly plan: Plan;
      readonly " $fragmentSpreads": FragmentRefs<"AiUsageMeter_team">;
    } | null | undefined;
  } | null | undefined>;
  readonly " $fragmentType": "AiRemixSection_query";
};
export type AiRemixSection_query$key = {
  readonly " $data"?: AiRemixSection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AiRemixSection_query">;
};

import AiRemixSectionRefetchQuery_graphql from './AiRemixSectionRefetchQuery.graphql';

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
      "operation": AiRemixSectionRefetchQuery_graphql
    }
  },
  "name": "AiRemixSection_query",
  "selections": [
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
                "name": "name",
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
                "concreteType": "AiUsage",
                "kind": "LinkedField",
                "name": "aiUsage",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quota",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AiUsageMeter_team"
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

(node as any).hash = "624ce81d36fa084a18f582c609b3b14c";

export default node;
