/**
 * @generated SignedSource<<e45e58a5405343dd1803871a061f34d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TeamRole = "ADMIN" | "EDITOR" | "OWNER" | "VIEWER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type TeamInviteRow_invite$data = {
  readonly email: string;
  readonly expiresAt: any;
  readonly id: string;
  readonly invitedByName: string | null | undefined;
  readonly role: TeamRole;
  readonly " $fragmentType": "TeamInviteRow_invite";
};
export type TeamInviteRow_invite$key = {
  readonly " $data"?: TeamInviteRow_invite$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamInviteRow_invite">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TeamInviteRow_invite",
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
  "type": "Invite",
  "abstractKey": null
};

(node as any).hash = "13c8527b9d6c673c826068a9beb03d49";

export default node;
