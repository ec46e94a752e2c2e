/**
 * @generated SignedSource<<209c2c442f732948a2d86f92c5833808>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminUserDetails_refresh$data = {
  readonly disabledAt: any | null | undefined;
  readonly recentAuditEvents: ReadonlyArray<{
    readonly actorEmail: string | null | undefined;
    readonly createdAt: any;
    readonly details: string | null | undefined;
    readonly id: string;
    readonly ip: string | null | undefined;
    readonly type: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"AdminUserSessions_user" | "AdminUserTokens_user">;
  readonly " $fragmentType": "AdminUserDetails_refresh";
};
export type AdminUserDetails_refresh$key = {
  readonly " $data"?: AdminUserDetails_refresh$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminUserDetails_refresh">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminUserDetails_refresh",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disabledAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AdminUserSessions_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AdminUserTokens_user"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AuditEvent",
      "kind": "LinkedField",
      "name": "recentAuditEvents",
      "plural": true,
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
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ip",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "details",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actorEmail",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AdminUser",
  "abstractKey": null
};

(node as any).hash = "4ca6ba477d620ae7f178ab6e17ae31af";

export default node;
