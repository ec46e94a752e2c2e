/**
 * @generated SignedSource<<dce9040391b2f0c433b4ca21e13cc712>>
 * @relayHash 5dc676dad60aa4f3ed5f51a8ba96b903
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a3a7b2b4c36bc8eb6d934bcbca6aa94fffff9a714746b3a8f511f6a01724bbf7

import type { ConcreteRequest } from 'relay-runtime';
export type refreshCommentCountsQuery$variables = {
  ids: ReadonlyArray<string>;
};
export type refreshCommentCountsQuery$data = {
  readonly nodes: ReadonlyArray<{
    readonly commentCount?: number;
    readonly id?: string;
  } | null | undefined>;
};
export type refreshCommentCountsQuery = {
  response: refreshCommentCountsQuery$data;
  variables: refreshCommentCountsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "ids",
    "variableName": "ids"
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
  "name": "commentCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "refreshCommentCountsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "type": "Swipe",
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
    "name": "refreshCommentCountsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/)
            ],
            "type": "Swipe",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a3a7b2b4c36bc8eb6d934bcbca6aa94fffff9a714746b3a8f511f6a01724bbf7",
    "metadata": {},
    "name": "refreshCommentCountsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d7de7005c38672641002dadace97006b";

export default node;
