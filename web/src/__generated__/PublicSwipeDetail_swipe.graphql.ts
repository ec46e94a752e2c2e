/**
 * @generated SignedSource<<ec6039e56a60d01eb6a7a9259990c6b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SwipeKind = "AD" | "EMAIL" | "IMAGE" | "LANDING_PAGE" | "TEXT" | "VIDEO" | "WEBSITE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PublicSwipeDetail_swipe$data = {
  readonly imageHeight: number | null | undefined;
  readonly imageUrl: string | null | undefined;
  readonly imageWidth: number | null | undefined;
  readonly kind: SwipeKind;
  readonly notes: string | null | undefined;
  readonly source: string | null | undefined;
  readonly tags: ReadonlyArray<string>;
  readonly thumbnailUrl: string | null | undefined;
  readonly title: string;
  readonly url: string | null | undefined;
  readonly " $fragmentType": "PublicSwipeDetail_swipe";
};
export type PublicSwipeDetail_swipe$key = {
  readonly " $data"?: PublicSwipeDetail_swipe$data;
  readonly " $fragmentSpreads": FragmentRefs<"PublicSwipeDetail_swipe">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PublicSwipeDetail_swipe",
  "selections": [
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
      "name": "title",
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
      "name": "notes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageWidth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageHeight",
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

(node as any).hash = "950626e4aa83fadba0cf0c21cfe65592";

export default node;
