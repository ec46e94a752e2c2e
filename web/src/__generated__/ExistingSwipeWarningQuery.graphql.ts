/**
 * @generated SignedSource<<80b6770e00779cf12a2aa33a28ac65f6>>
 * @relayHash 48b7b7307850991982d5c54381762568
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bcb62dd55842f4e4b3de91670cfda7caa9168b4a43a7f3e09ee87087f6a66ada

import type { ConcreteRequest } from 'relay-runtime';
export type ExistingSwipeWarningQuery$variables = {
  teamId: string;
  url: string;
};
export type ExistingSwipeWarningQuery$data = {
  readonly node: {
    readonly swipeByUrl?: {
      readonly createdAt: any;
      readonly id: string;
      readonly title: string;
    } | null | undefined;
  } | null | undefined;
};
export type ExistingSwipeWarningQuery = {
  response: ExistingSwipeWarningQuery$data;
  variables: ExistingSwipeWarningQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "teamId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "url"
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
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "url",
          "variableName": "url"
        }
      ],
      "concreteType": "Swipe",
      "kind": "LinkedField",
      "name": "swipeByUrl",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
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
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Team",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ExistingSwipeWarningQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
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
    "name": "ExistingSwipeWarningQuery",
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
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "bcb62dd55842f4e4b3de91670cfda7caa9168b4a43a7f3e09ee87087f6a66ada",
    "metadata": {},
    "name": "ExistingSwipeWarningQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4a69f1844446e3670d4bcc0d88bbd3b4";

export default node;
