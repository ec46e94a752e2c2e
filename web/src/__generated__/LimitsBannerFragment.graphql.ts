/**
 * @generated SignedSource<<a4c6d46681461d8f23fbf860f9b9e19a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LimitsBannerFragment$data = {
  readonly swipeAllowance: {
    readonly count: number;
    readonly limit: number | null | undefined;
    readonly remaining: number | null | undefined;
  };
  readonly " $fragmentType": "LimitsBannerFragment";
};
export type LimitsBannerFragment$key = {
  readonly " $data"?: LimitsBannerFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"LimitsBannerFragment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LimitsBannerFragment",
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

(node as any).hash = "a6633fe0e2e90a55e56f515b45544164";

export default node;
