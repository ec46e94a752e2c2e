/**
 * @generated SignedSource<<d99c071785f50a158b5384994b1b42e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TagRow_tag$data = {
  readonly id: string;
  readonly swipeCount: number;
  readonly title: string;
  readonly " $fragmentType": "TagRow_tag";
};
export type TagRow_tag$key = {
  readonly " $data"?: TagRow_tag$data;
  readonly " $fragmentSpreads": FragmentRefs<"TagRow_tag">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TagRow_tag",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "swipeCount",
      "storageKey": null
    }
  ],
  "type": "Tag",
  "abstractKey": null
};

(node as any).hash = "f44afb2bb7c419086ee539f39150166d";

export default node;
