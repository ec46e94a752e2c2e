/**
 * @generated SignedSource<<98c1a3d0b86731798a4aa7be9c962d41>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ImageTextStatus = "DONE" | "FAILED" | "NONE" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ImageText_swipe$data = {
  readonly imageText: string | null | undefined;
  readonly imageTextStatus: ImageTextStatus;
  readonly " $fragmentType": "ImageText_swipe";
};
export type ImageText_swipe$key = {
  readonly " $data"?: ImageText_swipe$data;
  readonly " $fragmentSpreads": FragmentRefs<"ImageText_swipe">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ImageText_swipe",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageTextStatus",
      "storageKey": null
    }
  ],
  "type": "Swipe",
  "abstractKey": null
};

(node as any).hash = "6238ffa69cefeab680507b2cfa06741d";

export default node;
