/**
 * @generated SignedSource<<9c66446aecd5521291275195cb1aa2cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminViewsSection_viewer$data = {
  readonly adminViews: ReadonlyArray<{
    readonly endedAt: any | null | undefined;
    readonly id: string;
    readonly reason: string;
    readonly startedAt: any;
  }>;
  readonly " $fragmentType": "AdminViewsSection_viewer";
};
export type AdminViewsSection_viewer$key = {
  readonly " $data"?: AdminViewsSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminViewsSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminViewsSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminView",
      "kind": "LinkedField",
      "name": "adminViews",
      "plural": true,
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
          "name": "startedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e97c80477fe6e7ff9aeafa56d9e3d09a";

export default node;
