/**
 * @generated SignedSource<<f8a1ed107f6e40b6e2d4c2a3022921a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LimitsBanner_team$data = {
  readonly swipeAllowance: {
    readonly count: number;
    readonly limit: number | null | undefined;
    readonly remaining: number | null | undefined;
  };
  readonly " $fragmentType": "LimitsBanner_team";
};
export type LimitsBanner_team$key = {
  readonly " $data"?: LimitsBanner_team$data;
  readonly " $fragmentSpreads": FragmentRefs<"LimitsBanner_team">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LimitsBanner_team",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SwipeAllowance",
      "kind": "LinkedField",
      "name": "swipeAllowance",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "limit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "remaining",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Team",
  "abstractKey": null
};

(node as any).hash = "597faca9a2214f552a8cd565327396e0";

export default node;
