/**
 * @generated SignedSource<<69043c1b0f628f3ac8902be30396c828>>
 * @relayHash c5668806bc76b3d4f608c50f369d21bb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 67eeb5bbdfa43f804de112181f9fb1f10d976c67b31a6050190074799b383334

import type { ConcreteRequest } from 'relay-runtime';
export type ShareCollectionPublishMutation$variables = {
  id: string;
};
export type ShareCollectionPublishMutation$data = {
  readonly publishCollection: {
    readonly collection: {
      readonly id: string;
      readonly publishedAt: any | null | undefined;
      readonly shareToken: string | null | undefined;
      readonly shareUrl: string | null | undefined;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly message?: string;
    }>;
  };
};
export type ShareCollectionPublishMutation = {
  response: ShareCollectionPublishMutation$data;
  variables: ShareCollectionPublishMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "PublishCollectionPayload",
    "kind": "LinkedField",
    "name": "publishCollection",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ShareCollectionPublishMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ShareCollectionPublishMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "67eeb5bbdfa43f804de112181f9fb1f10d976c67b31a6050190074799b383334",
    "metadata": {},
    "name": "ShareCollectionPublishMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ede867d55df98843564da755a2d510fa";

export default node;
