/**
 * @generated SignedSource<<f62de42b008b7d27fe3955af6d486a2d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ShareCollection_collection$data = {
  readonly id: string;
  readonly name: string;
  readonly publishedAt: any | null | undefined;
  readonly shareUrl: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ShareLinks_collection">;
  readonly " $fragmentType": "ShareCollection_collection";
};
export type ShareCollection_collection$key = {
  readonly " $data"?: ShareCollection_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShareCollection_collection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShareCollection_collection",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ShareLinks_collection"
    }
  ],
  "type": "Collection",
  "abstractKey": null
};

(node as any).hash = "85709651252b8e84e819a694c93f2a33";

export default node;
