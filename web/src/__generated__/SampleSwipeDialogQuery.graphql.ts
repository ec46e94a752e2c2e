/**
 * @generated SignedSource<<3f436942421901d2bb13b5b57ea63753>>
 * @relayHash 6e15ece179dde44d9f38b6096fde24b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8e8ee65cc2a00942f4acbd033918e51fcf91b26f6d738e56723f37b447230e88

import type { ConcreteRequest } from 'relay-runtime';
export type OnboardingSwipeActionKey = "OPEN_QUICK_START" | "UPLOAD_IMAGE" | "%future added value";
export type SampleSwipeDialogQuery$variables = {
  swipeId: string;
};
export type SampleSwipeDialogQuery$data = {
  readonly onboardingSwipe: {
    readonly action: {
      readonly href: string | null | undefined;
      readonly key: OnboardingSwipeActionKey | null | undefined;
      readonly title: string;
    } | null | undefined;
    readonly media: {
      readonly publicUrl: string;
    };
    readonly notes: string;
    readonly source: string;
    readonly swipeId: string;
    readonly tags: ReadonlyArray<{
      readonly tagId: string;
      readonly title: string;
    }>;
    readonly title: string;
  } | null | undefined;
};
export type SampleSwipeDialogQuery = {
  response: SampleSwipeDialogQuery$data;
  variables: SampleSwipeDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "swipeId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "swipeId",
    "variableName": "swipeId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "swipeId",
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
  "name": "source",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notes",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "OnboardingSwipeMedia",
  "kind": "LinkedField",
  "name": "media",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publicUrl",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "OnboardingSwipeTag",
  "kind": "LinkedField",
  "name": "tags",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tagId",
      "storageKey": null
    },
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "OnboardingSwipeAction",
  "kind": "LinkedField",
  "name": "action",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "key",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "href",
      "storageKey": null
    },
    (v3/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SampleSwipeDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OnboardingSwipe",
        "kind": "LinkedField",
        "name": "onboardingSwipe",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/)
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
    "name": "SampleSwipeDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OnboardingSwipe",
        "kind": "LinkedField",
        "name": "onboardingSwipe",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8e8ee65cc2a00942f4acbd033918e51fcf91b26f6d738e56723f37b447230e88",
    "metadata": {},
    "name": "SampleSwipeDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "12bb8d0a5383800595548abd88e6fdcc";

export default node;
