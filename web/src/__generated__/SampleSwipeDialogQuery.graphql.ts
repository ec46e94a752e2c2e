/**
 * @generated SignedSource<<86418b2ccc404a6f96061ef56b753031>>
 * @relayHash abc26ef45d39e10ab03bd36f8b7c1ca4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 370b4c539beb4a70a3f71547f3451d14da50e2ea0463af12fc786253cc649c14

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
    readonly id: string;
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "swipeId",
        "variableName": "swipeId"
      }
    ],
    "concreteType": "OnboardingSwipe",
    "kind": "LinkedField",
    "name": "onboardingSwipe",
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
        "name": "swipeId",
        "storageKey": null
      },
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "source",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "notes",
        "storageKey": null
      },
      {
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
      {
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
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
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
          (v1/*:: as any*/)
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
    "name": "SampleSwipeDialogQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SampleSwipeDialogQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "370b4c539beb4a70a3f71547f3451d14da50e2ea0463af12fc786253cc649c14",
    "metadata": {},
    "name": "SampleSwipeDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f854101751472262e3de97adae5164cf";

export default node;
