/**
 * @generated SignedSource<<a64d35b1d56ab50d9db4da0a102a0517>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useAddSwipeGate_team$data = {
  readonly swipeAllowance: {
    readonly limit: number | null | undefined;
    readonly remaining: number | null | undefined;
  };
  readonly " $fragmentType": "useAddSwipeGate_team";
};
export type useAddSwipeGate_team$key = {
  readonly " $data"?: useAddSwipeGate_team$data;
  readonly " $fragmentSpreads": FragmentRefs<"useAddSwipeGate_team">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useAddSwipeGate_team",
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

(node as any).hash = "702cc25358140ae890a0bbcaafa2241d";

export default node;
