/**
 * @generated SignedSource<<952d81dba46495ae75f25bc02a35d96b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SwipeView = "COMFORTABLE" | "COMPACT" | "LIST" | "MASONRY" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type useSwipeView_viewer$data = {
  readonly swipeView: SwipeView | null | undefined;
  readonly " $fragmentType": "useSwipeView_viewer";
};
export type useSwipeView_viewer$key = {
  readonly " $data"?: useSwipeView_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"useSwipeView_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useSwipeView_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "swipeView",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "507a4efaa656b340f60ddbbb617f4acc";

export default node;
