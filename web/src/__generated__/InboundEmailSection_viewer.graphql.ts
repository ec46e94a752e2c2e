/**
 * @generated SignedSource<<cd95eae588a8250eb67781af1a7f8db0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type InboundEmailSection_viewer$data = {
  readonly inboundEmailAddress: string | null | undefined;
  readonly inboundEmailTeam: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"TeamPicker_viewer">;
  readonly " $fragmentType": "InboundEmailSection_viewer";
};
export type InboundEmailSection_viewer$key = {
  readonly " $data"?: InboundEmailSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"InboundEmailSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InboundEmailSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inboundEmailAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Team",
      "kind": "LinkedField",
      "name": "inboundEmailTeam",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
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

(node as any).hash = "b265c372c370cbe09a9e19eb8723d3c8";

export default node;
