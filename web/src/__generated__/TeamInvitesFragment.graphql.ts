/**
 * @generated SignedSource<<6d055d5664120d0860d5a6db889e19ae>>
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
  readonly invites: ReadonlyArray<{
    readonly email: string;
    readonly expiresAt: any;
    readonly id: string;
    readonly invitedByName: string | null | undefined;
    readonly role: TeamRole;
  }>;
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
      "args": null,
      "concreteType": "Invite",
      "kind": "LinkedField",
      "name": "invites",
      "plural": true,
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
  "type": "Team",
  "abstractKey": null
};
})();

(node as any).hash = "72a1c42ea88298e40324ed2a7bad1132";

export default node;
