/**
 * @generated SignedSource<<64490e1d919ba64b3b016ae4f3e9619e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfileSection_viewer$data = {
  readonly email: string;
  readonly name: string;
  readonly " $fragmentType": "ProfileSection_viewer";
};
export type ProfileSection_viewer$key = {
  readonly " $data"?: ProfileSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileSection_viewer",
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
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "440cbd98c66019fceb28ce1ab3eef65d";

export default node;
