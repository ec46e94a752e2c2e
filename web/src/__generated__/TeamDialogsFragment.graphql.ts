/**
 * @generated SignedSource<<314ccb8b4aafae1dc701d6594b616edb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TeamType = "PERSONAL" | "TEAM" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type TeamDialogsFragment$data = {
  readonly canCreateTeam: boolean;
  readonly id: string;
  readonly teams: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
        readonly type: TeamType;
      };
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"InvitesDialog_viewer">;
  readonly " $fragmentType": "TeamDialogsFragment";
};
export type TeamDialogsFragment$key = {
  readonly " $data"?: TeamDialogsFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamDialogsFragment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TeamDialogsFragment",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canCreateTeam",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "UserTeamsConnection",
      "kind": "LinkedField",
      "name": "teams",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "UserTeamsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Team",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "name",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "type",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "teams(first:50)"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InvitesDialog_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "24397090449dc897434116bd87a68dad";

export default node;
