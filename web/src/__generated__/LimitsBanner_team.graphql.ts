/**
 * @generated SignedSource<<cc7b5e4829dcad69df4119237d9bd3e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LimitsBanner_team$data = {
  readonly " $fragmentSpreads": FragmentRefs<"swipeAllowance_team">;
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
      "kind": "InlineDataFragmentSpread",
      "name": "swipeAllowance_team",
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
      "args": null,
      "argumentDefinitions": []
    }
  ],
  "type": "Team",
  "abstractKey": null
};

(node as any).hash = "847fda915c74953cf8b10268672fe63e";

export default node;
