/**
 * @generated SignedSource<<12d84ed8b07a315cd7aee37bed991848>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ImpersonationBanner_viewer$data = {
  readonly id: string;
  readonly impersonation: {
    readonly endsAt: any;
    readonly targetUserId: string;
  } | null | undefined;
  readonly " $fragmentType": "ImpersonationBanner_viewer";
};
export type ImpersonationBanner_viewer$key = {
  readonly " $data"?: ImpersonationBanner_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ImpersonationBanner_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ImpersonationBanner_viewer",
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
      "concreteType": "Impersonation",
      "kind": "LinkedField",
      "name": "impersonation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "targetUserId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endsAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "7eaf179250fecd6f8a0d8ae7bbdf5c8d";

export default node;
