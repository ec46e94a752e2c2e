/**
 * @generated SignedSource<<6d1124bcd847786d1de904c3d6023ef0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SwipeKind = "AD" | "EMAIL" | "IMAGE" | "LANDING_PAGE" | "TEXT" | "VIDEO" | "WEBSITE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PublicSwipeCard_swipe$data = {
  readonly kind: SwipeKind;
  readonly source: string | null | undefined;
  readonly tags: ReadonlyArray<string>;
  readonly thumbnailUrl: string | null | undefined;
  readonly title: string;
  readonly url: string | null | undefined;
  readonly " $fragmentType": "PublicSwipeCard_swipe";
};
export type PublicSwipeCard_swipe$key = {
  readonly " $data"?: PublicSwipeCard_swipe$data;
  readonly " $fragmentSpreads": FragmentRefs<"PublicSwipeCard_swipe">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PublicSwipeCard_swipe",
  "selections": [
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
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
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
      "kind": "ScalarField",
      "name": "thumbnailUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tags",
      "storageKey": null
    }
  ],
  "type": "PublicSwipe",
  "abstractKey": null
};

(node as any).hash = "acf1fd695b1cb7dd5adf219477c9408c";

export default node;
