/**
 * @generated SignedSource<<3a9489238af3cc9359cc586c232c929f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LeaveOrDeleteTeam_team$data = {
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "LeaveOrDeleteTeam_team";
};
export type LeaveOrDeleteTeam_team$key = {
  readonly " $data"?: LeaveOrDeleteTeam_team$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeaveOrDeleteTeam_team">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeaveOrDeleteTeam_team",
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
    }
  ],
  "type": "Team",
  "abstractKey": null
};

(node as any).hash = "df2159436110387b44b23d1e3721b840";

export default node;
