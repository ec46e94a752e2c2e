/**
 * @generated SignedSource<<4d66e6c481dda4d3d1a1fe1d12c6b1f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SampleSwipeCardFragment$data = {
  readonly media: {
    readonly publicUrl: string;
  };
  readonly source: string;
  readonly swipeId: string;
  readonly title: string;
  readonly " $fragmentType": "SampleSwipeCardFragment";
};
export type SampleSwipeCardFragment$key = {
  readonly " $data"?: SampleSwipeCardFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"SampleSwipeCardFragment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SampleSwipeCardFragment",
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

(node as any).hash = "4dbff59433d4a87dff0ff5310ffa85ea";

export default node;
