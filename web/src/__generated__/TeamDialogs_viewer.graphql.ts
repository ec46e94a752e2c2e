/**
 * @generated SignedSource<<59e2984aaff5f7d3fae100d3c2fc554d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TeamDialogs_viewer$data = {
  readonly canCreateTeam: boolean;
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"InvitesDialog_viewer" | "TeamPicker_viewer">;
  readonly " $fragmentType": "TeamDialogs_viewer";
};
export type TeamDialogs_viewer$key = {
  readonly " $data"?: TeamDialogs_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamDialogs_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TeamDialogs_viewer",
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
      "name": "canCreateTeam",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TeamPicker_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InvitesDialog_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "52fab88aab355a99e51a1eccfc5e96b1";

export default node;
