/**
 * @generated SignedSource<<9a36dfd26af630d308df50ee89eefd06>>
 * @relayHash adcabb4b16d406a5b1a10c0ee79ba84d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7410b8d8e498d8f1f2ba9007fb01e63be06d6ceb823513c8d0fbec942a2c61e2

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SaveRemixVariantInput = {
  id: string;
};
export type useSaveRemixVariantMutation$variables = {
  input: SaveRemixVariantInput;
};
export type useSaveRemixVariantMutation$data = {
  readonly saveRemixVariant: {
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly error: {
        readonly " $fragmentSpreads": FragmentRefs<"formErrors_error">;
      } | null | undefined;
      readonly message?: string;
    }>;
    readonly swipe: {
      readonly id: string;
      readonly title: string;
    } | null | undefined;
    readonly variant: {
      readonly id: string;
      readonly savedSwipe: {
        readonly id: string;
        readonly title: string;
      } | null | undefined;
    } | null | undefined;
  };
};
export type useSaveRemixVariantMutation = {
  response: useSaveRemixVariantMutation$data;
  variables: useSaveRemixVariantMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "title",
    "storageKey": null
  }
],
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "RemixVariant",
  "kind": "LinkedField",
  "name": "variant",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Swipe",
      "kind": "LinkedField",
      "name": "savedSwipe",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Swipe",
  "kind": "LinkedField",
  "name": "swipe",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    (v7/*:: as any*/)
  ],
  "type": "SwipeLimitError",
  "abstractKey": null
},
v9 = {
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveRemixVariantMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveRemixVariantPayload",
        "kind": "LinkedField",
        "name": "saveRemixVariant",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "errors",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v8/*:: as any*/),
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "kind": "InlineDataFragmentSpread",
                      "name": "formErrors_error",
                      "selections": [
                        (v6/*:: as any*/),
                        (v7/*:: as any*/),
                        (v9/*:: as any*/)
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveRemixVariantMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveRemixVariantPayload",
        "kind": "LinkedField",
        "name": "saveRemixVariant",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "errors",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v8/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v7/*:: as any*/),
                  (v9/*:: as any*/)
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
    "id": "7410b8d8e498d8f1f2ba9007fb01e63be06d6ceb823513c8d0fbec942a2c61e2",
    "metadata": {},
    "name": "useSaveRemixVariantMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b772b2d1faa68b77011f750d8f48c32c";

export default node;
