/**
 * @generated SignedSource<<ccf512508c17d526695fcd07acdcfa6e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SampleSwipeCard_sample$data = {
  readonly media: {
    readonly publicUrl: string;
  };
  readonly source: string;
  readonly swipeId: string;
  readonly title: string;
  readonly " $fragmentType": "SampleSwipeCard_sample";
};
export type SampleSwipeCard_sample$key = {
  readonly " $data"?: SampleSwipeCard_sample$data;
  readonly " $fragmentSpreads": FragmentRefs<"SampleSwipeCard_sample">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SampleSwipeCard_sample",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "swipeId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
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
    }
  ],
  "type": "OnboardingSwipe",
  "abstractKey": null
};

(node as any).hash = "c94318e68073b2b1ad43e02401d21f3d";

export default node;
