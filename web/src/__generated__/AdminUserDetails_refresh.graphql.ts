/**
 * @generated SignedSource<<5984e841a4eeadb653c2752ccd8b2995>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ApiTokenScope = "FULL" | "READ_ONLY" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AdminUserDetails_refresh$data = {
  readonly apiTokens: ReadonlyArray<{
    readonly createdAt: any;
    readonly expiresAt: any | null | undefined;
    readonly id: string;
    readonly lastUsedAt: any | null | undefined;
    readonly name: string;
    readonly scope: ApiTokenScope;
  }>;
  readonly disabledAt: any | null | undefined;
  readonly recentAuditEvents: ReadonlyArray<{
    readonly actorEmail: string | null | undefined;
    readonly createdAt: any;
    readonly details: string | null | undefined;
    readonly id: string;
    readonly ip: string | null | undefined;
    readonly type: string;
  }>;
  readonly sessions: ReadonlyArray<{
    readonly createdAt: any;
    readonly id: string;
    readonly ip: string | null | undefined;
    readonly lastUsedAt: any;
    readonly userAgent: string | null | undefined;
  }>;
  readonly " $fragmentType": "AdminUserDetails_refresh";
};
export type AdminUserDetails_refresh$key = {
  readonly " $data"?: AdminUserDetails_refresh$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminUserDetails_refresh">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastUsedAt",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ip",
  "storageKey": null
};
return {
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
      "alias": null,
      "args": null,
      "concreteType": "BrowserSession",
      "kind": "LinkedField",
      "name": "sessions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userAgent",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ApiToken",
      "kind": "LinkedField",
      "name": "apiTokens",
      "plural": true,
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
          "name": "scope",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AuditEvent",
      "kind": "LinkedField",
      "name": "recentAuditEvents",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v3/*:: as any*/),
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
})();

(node as any).hash = "3f92f5c74ab81a078aa4befd8ffa5c8e";

export default node;
