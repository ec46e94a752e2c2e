/**
 * @generated SignedSource<<55953d060ae55cd28ecdbac2974271e7>>
 * @relayHash 36145f0137450e828449787023fdf0ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8ab1f2fb8d340acbae7d5cb8e766a8cf8bb01292207e0377c7abf58466520766

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useRotateInboundEmailAddressMutation$variables = Record<PropertyKey, never>;
export type useRotateInboundEmailAddressMutation$data = {
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
export type useRotateInboundEmailAddressMutation = {
  response: useRotateInboundEmailAddressMutation$data;
  variables: useRotateInboundEmailAddressMutation$variables;
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
    "name": "useRotateInboundEmailAddressMutation",
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
    "name": "useRotateInboundEmailAddressMutation",
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
    "id": "8ab1f2fb8d340acbae7d5cb8e766a8cf8bb01292207e0377c7abf58466520766",
    "metadata": {},
    "name": "useRotateInboundEmailAddressMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8fa66b54f6e857f233138f88367062c1";

export default node;
