/**
 * @generated SignedSource<<767832eab4976eff640eca38fcdb8fba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ShareCollectionFragment$data = {
  readonly id: string;
  readonly name: string;
  readonly publishedAt: any | null | undefined;
  readonly shareUrl: string | null | undefined;
  readonly " $fragmentType": "ShareCollectionFragment";
};
export type ShareCollectionFragment$key = {
  readonly " $data"?: ShareCollectionFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShareCollectionFragment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShareCollectionFragment",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shareUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishedAt",
      "storageKey": null
    }
  ],
  "type": "Collection",
  "abstractKey": null
};

(node as any).hash = "b3f5ece8b693b345f561641e4fb6166c";

export default node;
