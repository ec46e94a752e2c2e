/**
 * @generated SignedSource<<c689295d0d5f21c7510ac19a6a8ff493>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SampleSwipeListFragment$data = {
  readonly onboardingSwipes: ReadonlyArray<{
    readonly swipeId: string;
    readonly " $fragmentSpreads": FragmentRefs<"SampleSwipeCardFragment">;
  }>;
  readonly " $fragmentType": "SampleSwipeListFragment";
};
export type SampleSwipeListFragment$key = {
  readonly " $data"?: SampleSwipeListFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"SampleSwipeListFragment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SampleSwipeListFragment",
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
          "name": "SampleSwipeCardFragment"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "32a71bff6dbc04c9aefc04d6802b3f17";

export default node;
