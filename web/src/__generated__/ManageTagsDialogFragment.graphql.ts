/**
 * @generated SignedSource<<5008de3347aed00c7fe665b3a89ef9d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ManageTagsDialogFragment$data = {
  readonly id: string;
  readonly tags: ReadonlyArray<{
    readonly id: string;
    readonly swipeCount: number;
    readonly title: string;
  }>;
  readonly " $fragmentType": "ManageTagsDialogFragment";
};
export type ManageTagsDialogFragment$key = {
  readonly " $data"?: ManageTagsDialogFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"ManageTagsDialogFragment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ManageTagsDialogFragment",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "tags",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
      "storageKey": null
    }
  ],
  "type": "Team",
  "abstractKey": null
};
})();

(node as any).hash = "ca9ab3cb49d90adfb86e4adbd6a990d5";

export default node;
