/**
 * @generated SignedSource<<8023321e6fe1c6d4ccc19fc438cb519b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AiUsageMeter_team$data = {
  readonly aiUsage: {
    readonly quota: number;
    readonly resetsAt: any;
    readonly used: number;
  };
  readonly " $fragmentType": "AiUsageMeter_team";
};
export type AiUsageMeter_team$key = {
  readonly " $data"?: AiUsageMeter_team$data;
  readonly " $fragmentSpreads": FragmentRefs<"AiUsageMeter_team">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AiUsageMeter_team",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AiUsage",
      "kind": "LinkedField",
      "name": "aiUsage",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "used",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quota",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "resetsAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Team",
  "abstractKey": null
};

(node as any).hash = "7182014d5a2a96db15b41e2204b8b14f";

export default node;
