/**
 * @generated SignedSource<<802c926fbeed7a34285e5d58725e11ec>>
 * @relayHash 867c1666b8b13a61f822ddb43d3bd288
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2f7fe0411aa1570fc8b2527fa10f12b21f83a6b06c31a91e6b0374168fc17279

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateCollectionInput = {
  coverSwipeId?: string | null | undefined;
  description?: string | null | undefined;
  id: string;
  name?: string | null | undefined;
};
export type CoverPickerMutation$variables = {
  input: UpdateCollectionInput;
};
export type CoverPickerMutation$data = {
  readonly updateCollection: {
    readonly collection: {
      readonly coverSwipe: {
        readonly id: string;
      } | null | undefined;
      readonly coverUrl: string | null | undefined;
      readonly id: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly message?: string;
    }>;
  };
};
export type CoverPickerMutation = {
  response: CoverPickerMutation$data;
  variables: CoverPickerMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateCollectionPayload",
    "kind": "LinkedField",
    "name": "updateCollection",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "coverUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Swipe",
            "kind": "LinkedField",
            "name": "coverSwipe",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
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
    "name": "CoverPickerMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CoverPickerMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "2f7fe0411aa1570fc8b2527fa10f12b21f83a6b06c31a91e6b0374168fc17279",
    "metadata": {},
    "name": "CoverPickerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7fd9761ed9a77dd1e0973f3f273ab5be";

export default node;
