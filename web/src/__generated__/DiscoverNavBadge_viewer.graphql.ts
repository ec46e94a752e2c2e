/**
 * @generated SignedSource<<9eb9450461133892260b855d0c8007bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DiscoverNavBadge_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"TeamPicker_viewer">;
  readonly " $fragmentType": "DiscoverNavBadge_viewer";
};
export type DiscoverNavBadge_viewer$key = {
  readonly " $data"?: DiscoverNavBadge_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DiscoverNavBadge_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DiscoverNavBadge_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TeamPicker_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "7807205e9fc1a5c398b039ae07223335";

export default node;
