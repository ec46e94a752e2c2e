/**
 * @generated SignedSource<<144189f600b85be3b35f212876a0adcf>>
 * @relayHash 51b2277972fce4d378354b0f8d2b97ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d022dee4d83d9924a7ee7f235d03aab93beff3395c42f5a1b1c2a87cf4edb318

import type { ConcreteRequest } from 'relay-runtime';
export type RemixSourceQuery$variables = {
  id: string;
};
export type RemixSourceQuery$data = {
  readonly node: {
    readonly swipe: {
      readonly id: string;
      readonly remixable: boolean;
      readonly team: {
        readonly id: string;
        readonly name: string;
      };
      readonly title: string;
    } | null | undefined;
  } | null | undefined;
};
export type RemixSourceQuery = {
  response: RemixSourceQuery$data;
  variables: RemixSourceQuery$variables;
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
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "remixable",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Team",
  "kind": "LinkedField",
  "name": "team",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RemixSourceQuery",
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
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                (v5/*:: as any*/)
              ],
              "type": "Swipe",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "swipe"
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
    "name": "RemixSourceQuery",
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
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
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
    "id": "d022dee4d83d9924a7ee7f235d03aab93beff3395c42f5a1b1c2a87cf4edb318",
    "metadata": {},
    "name": "RemixSourceQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "be614e61c3625b180d74e585dffc70d1";

export default node;
