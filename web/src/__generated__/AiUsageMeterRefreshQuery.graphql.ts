/**
 * @generated SignedSource<<3b09d224fcc9023e4468fba130bb1a45>>
 * @relayHash 5d68df3293d77374e989c58eb87f1ff4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5011877ac981137cc453e4cab49ee1dc8b53237b5318ef245e4693560ce210b5

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AiUsageMeterRefreshQuery$variables = {
  teamId: string;
};
export type AiUsageMeterRefreshQuery$data = {
  readonly node: {
    readonly AiUsageMeter_team?: {
      readonly " $fragmentSpreads": FragmentRefs<"AiUsageMeter_team">;
    } | null | undefined;
  } | null | undefined;
};
export type AiUsageMeterRefreshQuery = {
  response: AiUsageMeterRefreshQuery$data;
  variables: AiUsageMeterRefreshQuery$variables;
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AiUsageMeterRefreshQuery",
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
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
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
                "name": "AiUsageMeter_team"
              }
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
    "name": "AiUsageMeterRefreshQuery",
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
          {
            "kind": "InlineFragment",
            "selections": [
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
                    "name": "used",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quota",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "resetsAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Team",
            "abstractKey": null
          },
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
    "id": "5011877ac981137cc453e4cab49ee1dc8b53237b5318ef245e4693560ce210b5",
    "metadata": {},
    "name": "AiUsageMeterRefreshQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c64e4f2a29d715ef99213bcde9f74b42";

export default node;
