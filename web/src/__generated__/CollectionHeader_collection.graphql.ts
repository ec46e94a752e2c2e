/**
 * @generated SignedSource<<8539864f964855f8e048222e5a70ad18>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CollectionHeader_collection$data = {
  readonly coverUrl: string | null | undefined;
  readonly description: string | null | undefined;
  readonly name: string;
  readonly swipeCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"CoverPicker_collection" | "ShareCollection_collection" | "SharedBadge_collection">;
  readonly " $fragmentType": "CollectionHeader_collection";
};
export type CollectionHeader_collection$key = {
  readonly " $data"?: CollectionHeader_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionHeader_collection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CollectionHeader_collection",
  "selections": [
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "swipeCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "coverUrl",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SharedBadge_collection"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ShareCollection_collection"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CoverPicker_collection"
    }
  ],
  "type": "Collection",
  "abstractKey": null
};

(node as any).hash = "e6edac34122ab292d5f24e15dd1bb0a3";

export default node;
