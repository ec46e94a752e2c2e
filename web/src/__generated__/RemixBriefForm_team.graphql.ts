/**
 * @generated SignedSource<<b28438b135e31dbebe4b121e90b8af43>>
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
  };
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"AiUsageMeter_quota" | "AiUsageMeter_team">;
  readonly " $fragmentType": "RemixBriefForm_team";
};
export type RemixBriefForm_team$key = {
  readonly " $data"?: RemixBriefForm_team$data;
  readonly " $fragmentSpreads": FragmentRefs<"RemixBriefForm_team">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quota",
  "storageKey": null
};
return {
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
        (v0/*:: as any*/),
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
    },
    {
      "kind": "InlineDataFragmentSpread",
      "name": "AiUsageMeter_quota",
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
            (v0/*:: as any*/)
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
})();

(node as any).hash = "7a0a794dfbf4de226b74af13838bbfc3";

export default node;
