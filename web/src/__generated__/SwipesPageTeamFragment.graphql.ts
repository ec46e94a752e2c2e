/**
 * @generated SignedSource<<218905fa1aa52225f6e793d2397f5678>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TeamType = "PERSONAL" | "TEAM" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SwipesPageTeamFragment$data = {
  readonly name: string;
  readonly swipeCount: number;
  readonly type: TeamType;
  readonly " $fragmentType": "SwipesPageTeamFragment";
};
export type SwipesPageTeamFragment$key = {
  readonly " $data"?: SwipesPageTeamFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"SwipesPageTeamFragment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SwipesPageTeamFragment",
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
      "name": "type",
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
  "type": "Team",
  "abstractKey": null
};

(node as any).hash = "99a74a45c46182b41d7b166e6a5dc5ef";

export default node;
