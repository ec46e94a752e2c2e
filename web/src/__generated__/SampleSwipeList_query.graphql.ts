/**
 * @generated SignedSource<<7225a5840edc6a420238ee80e40537e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SampleSwipeList_query$data = {
  readonly onboardingSwipes: ReadonlyArray<{
    readonly swipeId: string;
    readonly " $fragmentSpreads": FragmentRefs<"SampleSwipeCard_sample">;
  }>;
  readonly " $fragmentType": "SampleSwipeList_query";
};
export type SampleSwipeList_query$key = {
  readonly " $data"?: SampleSwipeList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SampleSwipeList_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SampleSwipeList_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OnboardingSwipe",
      "kind": "LinkedField",
      "name": "onboardingSwipes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "swipeId",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "SampleSwipeCard_sample"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "7e74715e7f26d39d10bded5516f9d57c";

export default node;
