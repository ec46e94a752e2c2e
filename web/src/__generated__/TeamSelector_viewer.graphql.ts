/**
 * @generated SignedSource<<23e1eb4534ef80e173334eaa6cf7f828>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TeamSelector_viewer$data = {
  readonly canCreateTeam: boolean;
  readonly inviteCount: {
    readonly totalCount: number;
  };
  readonly " $fragmentSpreads": FragmentRefs<"TeamPicker_viewer">;
  readonly " $fragmentType": "TeamSelector_viewer";
};
export type TeamSelector_viewer$key = {
  readonly " $data"?: TeamSelector_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamSelector_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TeamSelector_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canCreateTeam",
      "storageKey": null
    },
    {
      "alias": "inviteCount",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 0
        }
      ],
      "concreteType": "UserInvitesConnection",
      "kind": "LinkedField",
      "name": "invites",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        }
      ],
      "storageKey": "invites(first:0)"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TeamPicker_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "6096e20857a620264b670d4c94e29fd4";

export default node;
