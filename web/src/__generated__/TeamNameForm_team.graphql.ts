/**
 * @generated SignedSource<<c4fb8575c7f6540461058facebd3f9d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TeamNameForm_team$data = {
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "TeamNameForm_team";
};
export type TeamNameForm_team$key = {
  readonly " $data"?: TeamNameForm_team$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamNameForm_team">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TeamNameForm_team",
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
  "type": "Team",
  "abstractKey": null
};

(node as any).hash = "b9a098e806d4460f781c714ff48a6130";

export default node;
