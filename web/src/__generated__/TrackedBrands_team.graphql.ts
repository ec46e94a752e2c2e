/**
 * @generated SignedSource<<97d3f65d0c71d84b2880b23b73209c79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Plan = "FREE" | "PRO" | "TEAM" | "%future added value";
export type TeamRole = "ADMIN" | "EDITOR" | "OWNER" | "VIEWER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type TrackedBrands_team$data = {
  readonly adFinderSetup: {
    readonly metaAvailable: boolean;
    readonly setupHelp: string | null | undefined;
    readonly trackedBrandsMax: number;
  };
  readonly id: string;
  readonly name: string;
  readonly plan: Plan;
  readonly trackedBrands: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"TrackedBrandItem_trackedBrand" | "useTrackBrandForm_tracked">;
  }>;
  readonly viewerRole: TeamRole | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"TrackBrandForm_team">;
  readonly " $fragmentType": "TrackedBrands_team";
};
export type TrackedBrands_team$key = {
  readonly " $data"?: TrackedBrands_team$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrackedBrands_team">;
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
  "name": "TrackedBrands_team",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "viewerRole",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "plan",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AdFinderSetup",
      "kind": "LinkedField",
      "name": "adFinderSetup",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "metaAvailable",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trackedBrandsMax",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "setupHelp",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TrackedBrand",
      "kind": "LinkedField",
      "name": "trackedBrands",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "kind": "InlineDataFragmentSpread",
          "name": "useTrackBrandForm_tracked",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "kind",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "query",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "country",
              "storageKey": null
            }
          ],
          "args": null,
          "argumentDefinitions": []
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "TrackedBrandItem_trackedBrand"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TrackBrandForm_team"
    }
  ],
  "type": "Team",
  "abstractKey": null
};
})();

(node as any).hash = "b01fe56ea1972229eb8d1eb76aebc960";

export default node;
