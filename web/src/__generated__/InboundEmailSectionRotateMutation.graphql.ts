/**
 * @generated SignedSource<<4619a843e396e04f0c43b98de970f17c>>
 * @relayHash 4f9071b945a1a263d173021d9443ccc1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 422f0abffa99c41309e1967c84e8876a3f1bbeb02012125922b75abd3b1b11f0

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type InboundEmailSectionRotateMutation$variables = Record<PropertyKey, never>;
export type InboundEmailSectionRotateMutation$data = {
  readonly rotateInboundEmailAddress: {
    readonly errors: ReadonlyArray<{
      readonly error: {
        readonly " $fragmentSpreads": FragmentRefs<"formErrors_error">;
      } | null | undefined;
    }>;
    readonly viewer: {
      readonly id: string;
      readonly inboundEmailAddress: string | null | undefined;
    } | null | undefined;
  };
};
export type InboundEmailSectionRotateMutation = {
  response: InboundEmailSectionRotateMutation$data;
  variables: InboundEmailSectionRotateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
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
      "name": "inboundEmailAddress",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    }
  ],
  "type": "FieldError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "InboundEmailSectionRotateMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RotateInboundEmailAddressPayload",
        "kind": "LinkedField",
        "name": "rotateInboundEmailAddress",
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
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "kind": "InlineDataFragmentSpread",
                      "name": "formErrors_error",
                      "selections": [
                        (v1/*:: as any*/),
                        (v2/*:: as any*/),
                        (v3/*:: as any*/)
                      ],
                      "args": null,
                      "argumentDefinitions": []
                    }
                  ],
                  "type": "Error",
                  "abstractKey": "__isError"
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "error"
              }
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
    "name": "InboundEmailSectionRotateMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RotateInboundEmailAddressPayload",
        "kind": "LinkedField",
        "name": "rotateInboundEmailAddress",
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
              (v1/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/)
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
    "id": "422f0abffa99c41309e1967c84e8876a3f1bbeb02012125922b75abd3b1b11f0",
    "metadata": {},
    "name": "InboundEmailSectionRotateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "415aaef71ff57be23cd3da4a13eed1b5";

export default node;
