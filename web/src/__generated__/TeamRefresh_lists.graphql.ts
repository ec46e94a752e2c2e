/**
 * @generated SignedSource<<cfbcf86b19a751cb529c71f180656057>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TeamRefresh_lists$data = {
  readonly CollectionsPage_team: {
    readonly " $fragmentSpreads": FragmentRefs<"CollectionsPage_team">;
  };
  readonly ManageTagsDialog_team: {
    readonly " $fragmentSpreads": FragmentRefs<"ManageTagsDialog_team">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"SwipesPage_lists">;
  readonly " $fragmentType": "TeamRefresh_lists";
};
export type TeamRefresh_lists$key = {
  readonly " $data"?: TeamRefresh_lists$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamRefresh_lists">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TeamRefresh_lists",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SwipesPage_lists"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ManageTagsDialog_team"
          }
        ],
        "type": "Team",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "ManageTagsDialog_team"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CollectionsPage_team"
          }
        ],
        "type": "Team",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "CollectionsPage_team"
    }
  ],
  "type": "Team",
  "abstractKey": null
};

(node as any).hash = "7b45032171fa72eab11d1ebb353d7b94";

export default node;
