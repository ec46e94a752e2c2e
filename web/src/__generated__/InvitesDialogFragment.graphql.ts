/**
 * @generated SignedSource<<d7b0ce10fec3e1e62c8b1c453f6c50e8>>
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
  readonly invites: ReadonlyArray<{
    readonly expiresAt: any;
    readonly id: string;
    readonly invitedByName: string | null | undefined;
    readonly role: TeamRole;
    readonly teamName: string;
  }>;
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
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "9ced974b102496a028f6d47a52bcb524";

export default node;
