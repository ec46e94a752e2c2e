/**
 * @generated SignedSource<<b3e83ab4269d5bc8c0d5f546116c044d>>
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
  readonly collectionPage: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly coverUrl: string | null | undefined;
        readonly description: string | null | undefined;
        readonly id: string;
        readonly name: string;
        readonly swipeCount: number;
      };
    }>;
    readonly totalCount: number;
  };
  readonly tags: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly swipeCount: number;
        readonly title: string;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "TeamRefresh_lists";
};
export type TeamRefresh_lists$key = {
  readonly " $data"?: TeamRefresh_lists$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamRefresh_lists">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "swipeCount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TeamRefresh_lists",
  "selections": [
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "TeamTagsConnection",
      "kind": "LinkedField",
      "name": "tags",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "TeamTagsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Tag",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "title",
                  "storageKey": null
                },
                (v3/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "tags(first:100)"
    },
    {
      "alias": "collectionPage",
      "args": (v0/*:: as any*/),
      "concreteType": "TeamCollectionsConnection",
      "kind": "LinkedField",
      "name": "collections",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "TeamCollectionsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Collection",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v2/*:: as any*/),
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
                  "name": "description",
                  "storageKey": null
                },
                (v3/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "coverUrl",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "collections(first:100)"
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
})();

(node as any).hash = "c2f4684278726872ff88bcb325188a90";

export default node;
