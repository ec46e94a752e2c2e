/**
 * @generated SignedSource<<fcc528849dbf37e9f10bbfe58847ba81>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TeamRole = "ADMIN" | "EDITOR" | "OWNER" | "VIEWER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type TeamInvitesFragment$data = {
  readonly id: string;
  readonly invites: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly email: string;
        readonly expiresAt: any;
        readonly id: string;
        readonly invitedByName: string | null | undefined;
        readonly role: TeamRole;
      };
    }>;
    readonly totalCount: number;
  };
  readonly viewerRole: TeamRole | null | undefined;
  readonly " $fragmentType": "TeamInvitesFragment";
};
export type TeamInvitesFragment$key = {
  readonly " $data"?: TeamInvitesFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamInvitesFragment">;
};

import TeamInvitesRefetchQuery_graphql from './TeamInvitesRefetchQuery.graphql';

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
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": TeamInvitesRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "TeamInvitesFragment",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRole",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "TeamInvitesConnection",
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
          "concreteType": "TeamInvitesConnectionEdge",
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
                  "name": "email",
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
  "type": "Team",
  "abstractKey": null
};
})();

(node as any).hash = "2e8c62c8f8609ca291c51280f2f06fca";

export default node;
