/**
 * @generated SignedSource<<a7da62587a809484697a05820d7b6276>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CommentSettings_team$data = {
  readonly id: string;
  readonly viewersMayComment: boolean;
  readonly " $fragmentType": "CommentSettings_team";
};
export type CommentSettings_team$key = {
  readonly " $data"?: CommentSettings_team$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommentSettings_team">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommentSettings_team",
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
      "name": "viewersMayComment",
      "storageKey": null
    }
  ],
  "type": "Team",
  "abstractKey": null
};

(node as any).hash = "cc86b8f00f51f1cf52403d2e1a790e50";

export default node;
