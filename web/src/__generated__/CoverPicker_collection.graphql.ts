/**
 * @generated SignedSource<<16b8ad8e467b912b9ea73ae872d233bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CoverPicker_collection$data = {
  readonly coverSwipe: {
    readonly id: string;
  } | null | undefined;
  readonly id: string;
  readonly team: {
    readonly id: string;
  };
  readonly " $fragmentType": "CoverPicker_collection";
};
export type CoverPicker_collection$key = {
  readonly " $data"?: CoverPicker_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"CoverPicker_collection">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CoverPicker_collection",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Swipe",
      "kind": "LinkedField",
      "name": "coverSwipe",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Team",
      "kind": "LinkedField",
      "name": "team",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Collection",
  "abstractKey": null
};
})();

(node as any).hash = "06c4b41abaed24973c8d5ea40776d415";

export default node;
