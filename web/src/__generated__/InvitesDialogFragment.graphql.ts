/**
 * @generated SignedSource<<cdb5b55f96d8666b7f10e6caa6576c07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TeamRole = "ADMIN" | "EDITOR" | "OWNER" | "VIEWER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type InvitesDialogFragment$data = {
  readonly id: string;
  readonly invites: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly expiresAt: any;
        readonly id: string;
        readonly invitedByName: string | null | undefined;
        readonly role: TeamRole;
        readonly teamName: string;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "InvitesDialogFragment";
};
export type InvitesDialogFragment$key = {
  readonly " $data"?: InvitesDialogFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvitesDialogFragment">;
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
  "name": "InvitesDialogFragment",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "UserInvitesConnection",
      "kind": "LinkedField",
      "name": "invites",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "UserInvitesConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Invite",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "teamName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "role",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "invitedByName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "expiresAt",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "invites(first:100)"
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "9d4b2f47f86432614a38207304c1e96f";

export default node;
