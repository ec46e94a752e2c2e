/**
 * @generated SignedSource<<ba1494c1ee93ccf96295ea0ad56a0d34>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ExportSection_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"TeamPicker_viewer">;
  readonly " $fragmentType": "ExportSection_viewer";
};
export type ExportSection_viewer$key = {
  readonly " $data"?: ExportSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExportSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExportSection_viewer",
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

(node as any).hash = "2236da74d644329642d39d0a348ee9c3";

export default node;
