/**
 * @generated SignedSource<<efb66649ac05af0c87f09c2b4dc6c16b>>
 * @relayHash 5ffa6b0323cafb5a48c449a039000b42
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b93c04cb03f0d1382bfa56a5e86d4a71384c8cfad85ab3526bc2c30a232cf034

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdSource = "GALLERY" | "META" | "TEAM" | "%future added value";
export type AdResultsQuery$variables = {
  brand?: string | null | undefined;
  country?: string | null | undefined;
  keyword?: string | null | undefined;
  platform?: string | null | undefined;
  since?: any | null | undefined;
  source: AdSource;
  teamId: string;
  until?: any | null | undefined;
};
export type AdResultsQuery$data = {
  readonly node: {
    readonly team: {
      readonly " $fragmentSpreads": FragmentRefs<"AdResultList_team">;
    } | null | undefined;
  } | null | undefined;
};
export type AdResultsQuery = {
  response: AdResultsQuery$data;
  variables: AdResultsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "brand"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "country"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "keyword"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "platform"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "since"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "source"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "teamId"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "until"
},
v8 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "teamId"
  }
],
v9 = {
  "kind": "Variable",
  "name": "brand",
  "variableName": "brand"
},
v10 = {
  "kind": "Variable",
  "name": "country",
  "variableName": "country"
},
v11 = {
  "kind": "Variable",
  "name": "keyword",
  "variableName": "keyword"
},
v12 = {
  "kind": "Variable",
  "name": "platform",
  "variableName": "platform"
},
v13 = {
  "kind": "Variable",
  "name": "since",
  "variableName": "since"
},
v14 = {
  "kind": "Variable",
  "name": "source",
  "variableName": "source"
},
v15 = {
  "kind": "Variable",
  "name": "until",
  "variableName": "until"
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v18 = [
  (v9/*:: as any*/),
  (v10/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 24
  },
  (v11/*:: as any*/),
  (v12/*:: as any*/),
  (v13/*:: as any*/),
  (v14/*:: as any*/),
  (v15/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v9/*:: as any*/),
                    (v10/*:: as any*/),
                    (v11/*:: as any*/),
                    (v12/*:: as any*/),
                    (v13/*:: as any*/),
                    (v14/*:: as any*/),
                    (v15/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "AdResultList_team"
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
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v6/*:: as any*/),
      (v5/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": (v18/*:: as any*/),
                "concreteType": "TeamAdSearchConnection",
                "kind": "LinkedField",
                "name": "adSearch",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "failure",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TeamAdSearchConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "FoundAd",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v17/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "title",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "brand",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "pageId",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "body",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "platforms",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "startedAt",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "stoppedAt",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "imageUrl",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "link",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Swipe",
                            "kind": "LinkedField",
                            "name": "savedSwipe",
                            "plural": false,
                            "selections": [
                              (v17/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v16/*:: as any*/)
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
                "args": (v18/*:: as any*/),
                "filters": [
                  "source",
                  "keyword",
                  "brand",
                  "country",
                  "platform",
                  "since",
                  "until"
                ],
                "handle": "connection",
                "key": "AdResultList_adSearch",
                "kind": "LinkedHandle",
                "name": "adSearch"
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
    "id": "b93c04cb03f0d1382bfa56a5e86d4a71384c8cfad85ab3526bc2c30a232cf034",
    "metadata": {},
    "name": "AdResultsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7f7c0a9a0e75d55fac9b26ab39bbd4e4";

export default node;
