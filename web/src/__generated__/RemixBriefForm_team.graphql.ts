/**
 * @generated SignedSource<<13df010dca4a7eb2fee04ca51c8b6b91>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RemixBriefForm_team$data = {
  readonly aiUsage: {
    readonly quota: number;
    readonly resetsAt: any;
    readonly used: number;
  };
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"AiUsageMeter_team">;
  readonly " $fragmentType": "RemixBriefForm_team";
};
export type RemixBriefForm_team$key = {
  readonly " $data"?: RemixBriefForm_team$data;
  readonly " $fragmentSpreads": FragmentRefs<"RemixBriefForm_team">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RemixBriefForm_team",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AiUsageMeter_team"
    }
  ],
  "type": "Team",
  "abstractKey": null
};

(node as any).hash = "d970db906f83df63fd45aa5a96a957e7";

export default node;
