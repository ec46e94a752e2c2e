/**
 * @generated SignedSource<<3cc6d35fde0843439fad5c2239ae8018>>
 * @relayHash ffc990ae197e0e7f650c9592ae32ee90
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 67e8567199925195f8b0856ff79014aa0b82b1677a9d65a417c7a32a8d83934c

import type { ConcreteRequest } from 'relay-runtime';
export type connectExtensionMutation$variables = Record<PropertyKey, never>;
export type connectExtensionMutation$data = {
  readonly createExtensionHandoff: {
    readonly code: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly message?: string;
    }>;
  };
};
export type connectExtensionMutation = {
  response: connectExtensionMutation$data;
  variables: connectExtensionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v1 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "connectExtensionMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CreateExtensionHandoffPayload",
        "kind": "LinkedField",
        "name": "createExtensionHandoff",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "errors",
            "plural": true,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "connectExtensionMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CreateExtensionHandoffPayload",
        "kind": "LinkedField",
        "name": "createExtensionHandoff",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "67e8567199925195f8b0856ff79014aa0b82b1677a9d65a417c7a32a8d83934c",
    "metadata": {},
    "name": "connectExtensionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5648e042b246622a8659e9a2b54510c8";

export default node;
