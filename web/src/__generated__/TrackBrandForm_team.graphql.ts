/**
 * @generated SignedSource<<854af892818921981257e0e10b38d99e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TrackBrandForm_team$data = {
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"TrackBrandCollectionField_team">;
  readonly " $fragmentType": "TrackBrandForm_team";
};
export type TrackBrandForm_team$key = {
  readonly " $data"?: TrackBrandForm_team$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrackBrandForm_team">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrackBrandForm_team",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TrackBrandCollectionField_team"
    }
  ],
  "type": "Team",
  "abstractKey": null
};

(node as any).hash = "90491c722eb4079b86d0b758f8a64e5a";

export default node;
