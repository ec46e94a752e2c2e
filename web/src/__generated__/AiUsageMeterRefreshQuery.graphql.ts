/**
 * @generated SignedSource<<63c38f6634c8dbe3d72f2128ce910067>>
 * @relayHash 4e95ec1ec9cf00ef6bb03cb200f42880
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e918db470ef5e8a6e94d50d7cdbc507d5907d5598ffa6fe2bb10b66e97b8e03d

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
    readonly id?: string;
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
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
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
              (v2/*:: as any*/),
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
          (v2/*:: as any*/),
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e918db470ef5e8a6e94d50d7cdbc507d5907d5598ffa6fe2bb10b66e97b8e03d",
    "metadata": {},
    "name": "AiUsageMeterRefreshQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dd79e44aa8d81a8e9912b0a502a5ffc7";

export default node;
