/**
 * @generated SignedSource<<d0a691e079b0086b0df9c194438e9bf2>>
 * @relayHash c040f777f2db9bccce3302ced653a17b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 04d4bf5b94e41a591951fc194a2720822d649863df6160eda1dacb6a3d4a1ee0

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AiRemixSectionRefetchQuery$variables = {
  teamIds: ReadonlyArray<string>;
};
export type AiRemixSectionRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AiRemixSection_query">;
};
export type AiRemixSectionRefetchQuery = {
  response: AiRemixSectionRefetchQuery$data;
  variables: AiRemixSectionRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "teamIds"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AiRemixSectionRefetchQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "teamIds",
            "variableName": "teamIds"
          }
        ],
        "kind": "FragmentSpread",
        "name": "AiRemixSection_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AiRemixSectionRefetchQuery",
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
                  },
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
    "id": "04d4bf5b94e41a591951fc194a2720822d649863df6160eda1dacb6a3d4a1ee0",
    "metadata": {},
    "name": "AiRemixSectionRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "624ce81d36fa084a18f582c609b3b14c";

export default node;
