/**
 * @generated SignedSource<<71fdca572691fd0b524bcc7bf9280b28>>
 * @relayHash 924408ee29af24bb136ff68f8f12b000
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d036dd3032fac6b27c35d867c834e60ead6d267d87f696d292a0c602306b41ca

import type { ConcreteRequest } from 'relay-runtime';
export type ShareCollectionUnpublishMutation$variables = {
  id: string;
};
export type ShareCollectionUnpublishMutation$data = {
  readonly unpublishCollection: {
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ShareCollectionUnpublishMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ShareCollectionUnpublishMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d036dd3032fac6b27c35d867c834e60ead6d267d87f696d292a0c602306b41ca",
    "metadata": {},
    "name": "ShareCollectionUnpublishMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "54b17a4f508e6920e9ca6cc74c93216c";

export default node;
