/**
 * @generated SignedSource<<665a50d3b5713492e7717c998c904fed>>
 * @relayHash 071d4ebda73c6503f36c157a1be594af
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3cdc3e58a7df0f0e99fdc3330fbbbbde1e6f488d3b17f10c5842f1ff7f9b1009

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShareCollectionUnpublishMutation$variables = {
  id: string;
};
export type ShareCollectionUnpublishMutation$data = {
  readonly unpublishCollection: {
    readonly " $fragmentSpreads": FragmentRefs<"ShareCollectionErrorsFragment">;
  };
};
export type ShareCollectionUnpublishMutation = {
  response: ShareCollectionUnpublishMutation$data;
  variables: ShareCollectionUnpublishMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ShareCollectionUnpublishMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PublishCollectionPayload",
        "kind": "LinkedField",
        "name": "unpublishCollection",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ShareCollectionErrorsFragment"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ShareCollectionUnpublishMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PublishCollectionPayload",
        "kind": "LinkedField",
        "name": "unpublishCollection",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Collection",
            "kind": "LinkedField",
            "name": "collection",
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
                "name": "shareToken",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shareUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publishedAt",
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3cdc3e58a7df0f0e99fdc3330fbbbbde1e6f488d3b17f10c5842f1ff7f9b1009",
    "metadata": {},
    "name": "ShareCollectionUnpublishMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2c9b678b86e58494a8805173cc4aae96";

export default node;
